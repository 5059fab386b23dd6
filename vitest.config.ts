import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './apps/web/preact-aliases';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/app/**/*.test.ts', 'apps/web/*.test.ts'], environment: 'node' } },
      {
        // Component tests: Testing Library in a simulated DOM, rendered by Preact as the pages are.
        resolve: {
          // The libraries' ES module builds (their CommonJS ones require React themselves, unaliased);
          // Testing Library names its ES module build only in `module`, without an exports map.
          conditions: ['module', 'browser', 'development'],
          alias: [
            ...PREACT_ALIASES,
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
        },
        test: {
          name: 'web-dom',
          include: ['apps/web/app/**/*.test.tsx'],
          // Every React library runs through the aliases too.
          server: { deps: { inline: true } },
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/setup-dom.ts'],
        },
      },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A busy machine can take seconds to re-render after a request: polls wait for it.
          expect: { poll: { timeout: 15_000 } },
          maxWorkers: 2,
        },
      },
    ],
  },
});
