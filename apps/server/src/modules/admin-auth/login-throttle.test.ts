import { describe, expect, it } from 'vitest';
import { createLoginThrottle, LOCK_MS, MAX_FAILURES } from './login-throttle.js';

describe('login throttle', () => {
  it('lets the first attempts through, then slows, then locks, then forgets', () => {
    let time = 0;
    const throttle = createLoginThrottle(() => time);
    const keys = ['user:admin'];
    for (let i = 0; i < 3; i++) throttle.fail(keys);
    expect(throttle.delayFor(keys)).toBe(250);
    throttle.fail(keys);
    expect(throttle.delayFor(keys)).toBe(500);
    for (let i = 4; i < MAX_FAILURES; i++) throttle.fail(keys);
    expect(throttle.delayFor(keys)).toBe(-1);
    time += LOCK_MS + 1;
    expect(throttle.delayFor(keys)).toBe(0);
  });

  it('a success clears the count', () => {
    const throttle = createLoginThrottle();
    for (let i = 0; i < 5; i++) throttle.fail(['ip:1']);
    throttle.succeed(['ip:1']);
    expect(throttle.delayFor(['ip:1'])).toBe(0);
  });
});
