import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, useBrowser } from './browser';

const ROUTES: Array<[string, RegExp]> = [
  ['/', /Learn to use AI with confidence/],
  ['/prompt-school', /Learn to write prompts that work/],
  ['/prompt-coach', /Get expert feedback on your prompts/],
  ['/prompt-gallery', /Proven prompts for your business/],
  ['/prompt-lab', /Leading AI models, one platform/],
  ['/pricing', /Plans that grow with you/],
];

describe('public routes', () => {
  const { open } = useBrowser();

  it.each(ROUTES)(
    '%s renders its page, the shell and the FAQ, with no serious a11y violations',
    async (path, heading) => {
      const page = await open(path);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(heading);
      await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('region', { name: 'Promotion' }).isVisible()).toBe(true);
      await page.getByRole('tabpanel').locator('summary').first().waitFor();
      await expect.poll(() => page.getByRole('heading', { name: 'About Us', exact: true }).isVisible()).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
  );

  it('serves the prerendered content in the HTML itself', async () => {
    const res = await fetch(new URL('/prompt-lab', (await import('vitest')).inject('baseUrl')));
    const html = await res.text();
    expect(html).toContain('Leading AI models, one platform');
    expect(html).toContain('Popular models included');
  });

  it.each(ROUTES)('%s is prerendered by React as a whole document, every part in place', async (path, heading) => {
    const html = await (await fetch(new URL(path, (await import('vitest')).inject('baseUrl')))).text();
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).toMatch(heading);
    // No part is written out of place, to be moved in by a script ($RC), and the router's data is in <body>.
    expect(html).not.toContain('$RC(');
    expect(html.trimEnd().endsWith('</body></html>')).toBe(true);
    expect(html).toContain('window.__reactRouterContext.streamController.close()');
  });

  it('shows the not-found page for an unknown path', async () => {
    // The server answers an address that is no page with 404 (the browser logs it) and the app's Not Found page.
    const page = await open('/no-such-page', { allowConsoleErrors: /404/ });
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  });
});
