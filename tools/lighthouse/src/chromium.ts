/** Debian's chromium (`npx playwright install` cannot download a browser on these machines). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The flags every browser of the project starts with, in the e2e tests and the Lighthouse audits (docs/spec/ARCHITECTURE.md). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
