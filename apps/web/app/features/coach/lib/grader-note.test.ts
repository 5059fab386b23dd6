import { describe, expect, it } from 'vitest';
import { COACH_OFFLINE_MODEL, type CoachResponse } from '@ai4n/shared';
import { graderNote } from './grader-note';

const models = [
  { name: 'anthropic', label: 'Anthropic Claude (claude-haiku-4-5)', provider: 'anthropic' },
  { name: COACH_OFFLINE_MODEL, label: 'Offline check, no AI model', provider: 'offline' },
];
const reply = (model: string, usedFallback: boolean, hasPaid: boolean) =>
  ({
    model,
    usedFallback,
    usage: { hasPaid, promptsUsed: 0, totalSessions: 1, email: null, freeLimit: 1, creditsLeft: 3, paidCredits: 25 },
  }) as unknown as CoachResponse;

describe('graderNote: the result card names its grader', () => {
  it('names the offline check, and tells a paying user it used no credit', () => {
    expect(graderNote(reply(COACH_OFFLINE_MODEL, false, false), models, COACH_OFFLINE_MODEL)).toEqual({
      title: 'Offline check, no AI model',
      detail: 'Graded with a fixed rubric on our server; no AI model read your prompt.',
      fallback: false,
    });
    expect(graderNote(reply(COACH_OFFLINE_MODEL, false, true), models, COACH_OFFLINE_MODEL).detail).toMatch(
      /No credit was used/,
    );
  });

  it('names the model by its label, and says a credit was used for a paying user', () => {
    expect(graderNote(reply('anthropic', false, true), models, 'anthropic')).toEqual({
      title: 'Graded by Anthropic Claude (claude-haiku-4-5)',
      detail: 'This analysis used 1 credit.',
      fallback: false,
    });
  });

  it('says when the chosen model failed and the offline check stood in', () => {
    const note = graderNote(reply(COACH_OFFLINE_MODEL, true, true), models, 'anthropic');
    expect(note).toMatchObject({ title: 'Offline check, no AI model', fallback: true });
    expect(note.detail).toBe(
      'Anthropic Claude (claude-haiku-4-5) could not be reached, so the offline check stood in. Nothing was used: no credit.',
    );
  });
});
