declare const __SITE_NAME__: string;
/** The site's public origin (SITE_URL at build time), without a trailing slash. */
declare const __SITE_URL__: string;
