import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_LOAD_MS, useWhenIdle } from './use-when-idle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useWhenIdle', () => {
  it('turns true only after the page has loaded, a few seconds have passed and the browser is idle', () => {
    vi.useFakeTimers();
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 1));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { result, unmount } = renderHook(() => useWhenIdle());
    expect(result.current).toBe(false);
    // jsdom's page has loaded: the wait starts at once.
    act(() => vi.advanceTimersByTime(AFTER_LOAD_MS - 1));
    expect(result.current).toBe(false);
    expect(idle).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
    act(() => idle!());
    expect(result.current).toBe(true);
    unmount();
  });
});
