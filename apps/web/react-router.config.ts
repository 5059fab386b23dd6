import type { Config } from '@react-router/dev/config';
import { BUSINESS_TYPES, businessTypeSlug } from '@ai4n/shared';

export default {
  appDirectory: 'app',
  ssr: false,
  // Public pages are prerendered to static HTML at build time; /admin and the
  // certificate pages are rendered in the browser from the SPA fallback.
  prerender: [
    '/',
    '/prompt-school',
    '/prompt-coach',
    '/prompt-gallery',
    '/prompt-lab',
    '/pricing',
    // Each business type's page: its heading and links in the HTML, its prompts loaded in the browser.
    ...BUSINESS_TYPES.map((type) => `/prompt-gallery/for/${businessTypeSlug(type)}`),
  ],
} satisfies Config;
