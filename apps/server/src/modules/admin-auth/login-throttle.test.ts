import { describe, expect, it } from 'vitest';
import {
  createLoginThrottle,
  LOCK_MS,
  MAX_DELAY_MS,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_PAIR,
  type LoginSlot,
} from './login-throttle.js';

const allowed = (slot: LoginSlot) => {
  if (!slot.allowed) throw new Error('refused');
  return slot;
};

describe('login throttle', () => {
  it('lets the first attempts through, then slows, then locks the address, then forgets', () => {
    let time = 0;
    const throttle = createLoginThrottle(() => time);
    const delays = Array.from(
      { length: MAX_FAILURES_PER_PAIR },
      () => allowed(throttle.reserve('1.1.1.1', 'admin')).delayMs,
    );
    expect(delays).toEqual([0, 0, 0, 250, 500, 1000, 2000, 2000]);
    expect(throttle.reserve('1.1.1.1', 'admin')).toEqual({ allowed: false, firstRefusal: true });
    expect(throttle.reserve('1.1.1.1', 'admin')).toEqual({ allowed: false, firstRefusal: false });
    time += LOCK_MS + 1;
    expect(allowed(throttle.reserve('1.1.1.1', 'admin')).delayMs).toBe(0);
  });

  it('counts reservations before any result, so a burst stops at the limit', () => {
    const throttle = createLoginThrottle();
    const burst = Array.from({ length: 50 }, () => throttle.reserve('2.2.2.2', 'admin'));
    expect(burst.filter((s) => s.allowed)).toHaveLength(MAX_FAILURES_PER_PAIR);
  });

  it('never refuses the username from a clean address, however many addresses failed; it only slows it', () => {
    const throttle = createLoginThrottle();
    for (let a = 0; a < 30; a++)
      for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) throttle.reserve(`10.0.0.${a}`, 'admin');
    const clean = allowed(throttle.reserve('10.1.0.1', 'admin'));
    expect(clean.delayMs).toBe(MAX_DELAY_MS);
  });

  it('locks one address across usernames', () => {
    const throttle = createLoginThrottle();
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) allowed(throttle.reserve('3.3.3.3', `user${i}`));
    expect(throttle.reserve('3.3.3.3', 'someone-new').allowed).toBe(false);
    expect(throttle.reserve('3.3.3.4', 'someone-new').allowed).toBe(true);
  });

  it("a success clears its address's counts", () => {
    const throttle = createLoginThrottle();
    for (let i = 0; i < MAX_FAILURES_PER_PAIR - 1; i++) throttle.reserve('4.4.4.4', 'admin');
    allowed(throttle.reserve('4.4.4.4', 'admin')).succeeded();
    expect(allowed(throttle.reserve('4.4.4.4', 'admin')).delayMs).toBe(0);
  });
});
