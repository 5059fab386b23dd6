import { useCallback, useEffect, useState } from 'react';
import { COPIED_INDICATOR_MS } from '@ai4n/shared';

/** 'copied' for a moment after a copy, 'blocked' when the browser refused (the page then offers a way to copy by hand). */
export type CopyState = 'idle' | 'copied' | 'blocked';

/** Copies text to the clipboard and says how it went; 'copied' turns back to 'idle' after a moment. */
export function useCopy() {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = useCallback(async (text: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      return true;
    } catch {
      setState('blocked');
      return false;
    }
  }, []);
  const reset = useCallback(() => setState('idle'), []);
  return { state, copy, reset };
}
