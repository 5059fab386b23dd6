import { defineConfig } from 'vitest/config';

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
        // Component tests: Testing Library in a simulated DOM, rendered by React as the pages are.
        test: {
          name: 'web-dom',
          include: ['apps/web/app/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/setup-dom.ts'],
          // Typing a long text re-renders a whole form per key in React's development build.
          testTimeout: 30_000,
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
