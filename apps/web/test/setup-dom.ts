import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A component test fails on any console.error, as the e2e specs do.
afterEach(() => {
  cleanup();
});
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  consoleError(...args);
  throw new Error(`console.error in a component test: ${args.map(String).join(' ')}`);
};
vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
