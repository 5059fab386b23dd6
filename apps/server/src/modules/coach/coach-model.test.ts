import { describe, expect, it } from 'vitest';
import { MockLanguageModelV4 } from 'ai/test';
import { GOOD_FEEDBACK, textReply } from '../../../test/mock-models.js';
import { analyzeWithModel } from './coach-model.js';

const PLAIN =
  'Clarity Score: 9\nStrengths:\n- Clear\nWeaknesses:\n- Add a length\nSuggested Rewrite:\nBetter prompt\nReason for Rewrite: Shorter';

/** A model that answers the structured (JSON) call with `structured`, and a plain call with PLAIN. */
const modelAnswering = (structured: ReturnType<typeof textReply>) =>
  new MockLanguageModelV4({
    doGenerate: async (options) => (options.responseFormat?.type === 'json' ? structured : textReply(PLAIN)),
  });

describe('analyzeWithModel (AI SDK 7: generateText with Output.object)', () => {
  it('asks for the schema once and reads the object', async () => {
    const model = modelAnswering(textReply(JSON.stringify(GOOD_FEEDBACK)));
    const feedback = await analyzeWithModel(model, 'system', 'Write an email.', 5_000);
    expect(feedback).toMatchObject({ ...GOOD_FEEDBACK, overallGrade: expect.any(String) });
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it('reads a reply that is not the schema by its sections, without a second call', async () => {
    const model = modelAnswering(textReply(PLAIN));
    const feedback = await analyzeWithModel(model, 'system', 'Write an email.', 5_000);
    expect(feedback.suggestedRewrite).toBe('Better prompt');
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it('asks again in plain text when the structured call gave nothing to parse (cut off at the limit)', async () => {
    const model = modelAnswering(textReply('', 'length'));
    const feedback = await analyzeWithModel(model, 'system', 'Write an email.', 5_000);
    expect(feedback.suggestedRewrite).toBe('Better prompt');
    expect(feedback.weaknesses).toEqual(['Add a length']);
    expect(model.doGenerateCalls.map((call) => call.responseFormat?.type ?? 'text')).toEqual(['json', 'text']);
  });
});
