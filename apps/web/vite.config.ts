import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    // SITE_NAME is read when the site is built (npm start builds before it serves).
    __SITE_NAME__: JSON.stringify(process.env.SITE_NAME || 'AI for Newbies'),
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/go': 'http://localhost:3000' } },
});
