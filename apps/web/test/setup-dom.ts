import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '@testing-library/jest-dom/vitest';
import { newPageForTests } from '../app/lib/use-hydrated';

// Each test starts with an empty page and empty browser storage (a stored session or draft does
// not leak into the next test), and React hydrates it as a new page.
afterEach(() => {
  cleanup();
  newPageForTests();
  localStorage.clear();
  sessionStorage.clear();
});

// A component test fails on any console.error, as the e2e specs do.
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  consoleError(...args);
  throw new Error(`console.error in a component test: ${args.map(String).join(' ')}`);
};
vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);

// happy-dom has no HTMLSelectElement.size (0 by default in browsers): react-hook-form reads it to
// tell a select the browser autofilled from one showing its default, and without it every select
// would read as edited and lose its default value.
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size')) || 0;
    },
    set(this: HTMLSelectElement, value: number) {
      this.setAttribute('size', String(value));
    },
  });
}

// Vite defines the site's name and origin at build time (vite.config.ts); the components read it as a global.
Object.assign(globalThis, { __SITE_NAME__: 'AI for Newbies', __SITE_URL__: 'http://localhost:3000' });
