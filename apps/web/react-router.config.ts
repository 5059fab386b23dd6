import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: false,
  // Public pages are prerendered to static HTML at build time; /admin and the
  // certificate pages are rendered in the browser from the SPA fallback.
  prerender: ['/', '/prompt-school', '/prompt-coach', '/prompt-gallery', '/prompt-lab', '/pricing'],
} satisfies Config;
