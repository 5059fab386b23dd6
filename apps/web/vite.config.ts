import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { PREACT_ALIASES } from './preact-aliases';
import { ogImages } from './og-images';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), ogImages()],
  define: {
    // SITE_NAME is read when the site is built (npm start builds before it serves).
    __SITE_NAME__: JSON.stringify(process.env.SITE_NAME || 'AI for Newbies'),
    // SITE_URL, the public origin, likewise (og-images.ts checks it): canonical and social links are absolute.
    __SITE_URL__: JSON.stringify(process.env.SITE_URL || 'http://localhost:3000'),
  },
  resolve: { alias: PREACT_ALIASES },
  // Bundled, so that the prerender resolves React to Preact too.
  ssr: { noExternal: true },
  // A zod schema a page does not use is dropped: building one has no side effect.
  build: {
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      // Every page needs the framework: one file, not a dozen (each file is a round trip on a phone).
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](preact|react-router|turbo-stream|cookie|set-cookie-parser|@tanstack[\\/](query-core|react-query|query-persist-client-core|react-query-persist-client|query-sync-storage-persister))[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/go': 'http://localhost:3000' } },
});
