import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { ogImages } from './og-images';
import { CHUNK_GROUPS } from './chunks';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), ogImages()],
  define: {
    // SITE_NAME is read when the site is built (npm start builds before it serves).
    __SITE_NAME__: JSON.stringify(process.env.SITE_NAME || 'AI for Newbies'),
    // SITE_URL, the public origin, likewise (og-images.ts checks it): canonical and social links are absolute.
    __SITE_URL__: JSON.stringify(process.env.SITE_URL || 'http://localhost:3000'),
  },
  // A zod schema a page does not use is dropped: building one has no side effect.
  build: {
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      // Few files for a page's first view: each is a round trip on a phone (chunks.ts).
      output: {
        codeSplitting: {
          groups: CHUNK_GROUPS,
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/go': 'http://localhost:3000' } },
});
