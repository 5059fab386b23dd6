/**
 * Lighthouse in Debian's Chromium, for `npm run bench:lighthouse` (bench/lighthouse.ts).
 *
 * A workspace of its own: Lighthouse brings puppeteer-core, Sentry and a few hundred files that
 * neither the site nor its tests need, so no app depends on this package.
 *
 * Nothing here reaches the internet: Chromium starts with its background networking, component
 * updates and sync off, and Lighthouse only loads the URL it is given (its error reporting stays
 * off, the default outside its CLI).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';

export type LighthouseResult = Result;
export type LighthouseAudit = Result['audits'][string];
export { describeAudit, describeFailures, requestsOffSite, type Failure } from './failures.js';

export { CHROMIUM_FLAGS, CHROMIUM_PATH };

export interface Chromium {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  pid: number;
  kill(): void;
}

/**
 * Starts Chromium with a throw-away profile (removed by kill()). chrome-launcher's own SIGINT
 * handler stays off: it would exit the process before the caller's clean-up (servers, stores) ran.
 */
export async function launchChromium(): Promise<Chromium> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    chrome.kill();
  };
  process.once('exit', kill);
  return { port: chrome.port, pid: chrome.pid, kill };
}

export interface Audit {
  lhr: LighthouseResult;
  /** The full report, as `lighthouse --output json` writes it. */
  json: string;
}

/**
 * One Lighthouse run of `url` in the Chromium listening on `port`, with Lighthouse's default
 * config: the mobile preset (moto g power emulation, simulated throttling of a slow 4G network
 * and a 4× slower CPU) and the performance, accessibility, best-practices and SEO categories.
 * A page that did not load still resolves: its lhr carries `runtimeError` and null scores.
 */
export async function runLighthouse(url: string, port: number): Promise<Audit> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const json = Array.isArray(result.report) ? result.report[0] : result.report;
  return { lhr: result.lhr, json };
}
