import { describe, expect, it } from 'vitest';
import { COACH_TEXTS, ERRORS } from '@ai4n/shared';
import { ApiError, httpError } from '../../../lib/api-client';
import { explainCoachError } from './coach-errors';

describe('explainCoachError', () => {
  it("reads a non-OK reply without a message as 'API request failed.', not the status text", () => {
    expect(explainCoachError(httpError(500, 'Internal Server Error', undefined))).toEqual({
      message: COACH_TEXTS.apiFailed,
      openPayment: false,
      resetSession: false,
    });
    expect(explainCoachError(httpError(502, 'Bad Gateway', '<html>proxy error</html>')).message).toBe(
      COACH_TEXTS.apiFailed,
    );
    expect(explainCoachError(httpError(503, '', {})).message).toBe(COACH_TEXTS.apiFailed);
  });

  it("shows the server's message for other non-OK replies", () => {
    expect(
      explainCoachError(httpError(400, 'Bad Request', { message: 'prompt: at most 8000 characters' })).message,
    ).toBe('prompt: at most 8000 characters');
  });

  it('429: the server message or the free-trial text, and opens the payment dialog', () => {
    expect(
      explainCoachError(httpError(429, 'Too Many Requests', { message: 'You have used all 25 credits.' })),
    ).toEqual({ message: 'You have used all 25 credits.', openPayment: true, resetSession: false });
    expect(explainCoachError(httpError(429, 'Too Many Requests', undefined)).message).toBe(COACH_TEXTS.freeUsed);
  });

  it('401 or a message about an invalid token resets the session and opens the payment dialog', () => {
    const expected = { message: COACH_TEXTS.sessionInvalid, openPayment: true, resetSession: true };
    expect(explainCoachError(httpError(401, 'Unauthorized', undefined))).toEqual(expected);
    expect(explainCoachError(httpError(403, 'Forbidden', { message: 'Invalid token' }))).toEqual(expected);
  });

  it('a request that got no answer keeps its own text; anything else is an API failure', () => {
    expect(explainCoachError(new ApiError(ERRORS.timeout, { timeout: true })).message).toBe(ERRORS.timeout);
    expect(explainCoachError(new TypeError('x')).message).toBe(COACH_TEXTS.apiFailed);
  });
});
