declare const __SITE_NAME__: string;
