export const SITE_NAME = __SITE_NAME__;

/** Same-origin links that the server redirects to the configured external app. */
export const EXTERNAL_LOGIN_URL = '/go/login';
export const EXTERNAL_REGISTER_URL = '/go/register';
