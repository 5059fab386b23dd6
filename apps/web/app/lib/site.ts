export const SITE_NAME = __SITE_NAME__;
/** The public origin the pages are served from (SITE_URL at build time, no trailing slash): canonical and social links. */
export const SITE_URL = __SITE_URL__;

/** Same-origin links that the server redirects to the configured external app. */
export const EXTERNAL_LOGIN_URL = '/go/login';
export const EXTERNAL_REGISTER_URL = '/go/register';
