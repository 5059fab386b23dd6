/**
 * The social (Open Graph) images, drawn at build time: one 1200x630 PNG per section of the site
 * (app/lib/og-sections.ts), from an SVG template rendered by resvg, emitted by the client build as
 * og/<section>.png (served at /og/<section>.png). Nothing is fetched and no binary is committed;
 * `vite dev` draws them on request.
 */
import fs from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin, ResolvedConfig } from 'vite';
import { OG_IMAGE_SIZE, OG_SECTIONS, ogImagePath, type OgSection } from './app/lib/og-sections';

/** Fonts every Debian/Ubuntu machine here has; elsewhere resvg looks for the system's own. */
const FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
];
const FONT_FAMILY = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

/** The brand's colours (app/app.css): indigo brand-900 and brand-700 into violet. */
const COLORS = {
  from: '#312e81',
  via: '#4338ca',
  to: '#7c3aed',
  text: '#ffffff',
  tagline: '#e0e7ff',
  accent: '#a5b4fc',
};
const MARGIN = 80;
/** The foot of every image: the site's sections. */
const SECTION_LINE = (['school', 'coach', 'gallery', 'lab'] as const).map((s) => OG_SECTIONS[s].heading).join(' · ');

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A font size at which `text` fits `width` (from an average glyph width, in ems, that errs wide):
 * a long SITE_NAME shrinks instead of running off the image.
 */
function fittedSize(text: string, width: number, size: number, emPerChar: number): number {
  return Math.max(12, Math.min(size, Math.floor(width / (text.length * emPerChar))));
}

/** The SVG of a section's image. */
export function ogImageSvg(section: OgSection, siteName: string): string {
  const { width, height } = OG_IMAGE_SIZE;
  const { heading, tagline } = OG_SECTIONS[section];
  const textWidth = width - 2 * MARGIN;
  const nameSize = fittedSize(siteName, textWidth - 96, 40, 0.66);
  const headingSize = fittedSize(heading, textWidth, 96, 0.66);
  const taglineSize = fittedSize(tagline, textWidth, 40, 0.58);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${COLORS.from}"/>
      <stop offset="0.5" stop-color="${COLORS.via}"/>
      <stop offset="1" stop-color="${COLORS.to}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${width - 90}" cy="70" r="260" fill="#ffffff" fill-opacity="0.07"/>
  <circle cx="${width - 10}" cy="${height + 40}" r="220" fill="#ffffff" fill-opacity="0.05"/>
  <g transform="translate(${MARGIN} ${MARGIN})">
    <rect width="72" height="72" rx="18" fill="#ffffff"/>
    <path transform="scale(2.25)" d="M9 22l5-12h4l5 12h-3.6l-1-2.6h-4.8l-1 2.6zm5.6-5.4h2.8L16 12.8z" fill="${COLORS.via}"/>
  </g>
  <g font-family="${escapeXml(FONT_FAMILY)}" fill="${COLORS.text}">
    <text x="${MARGIN + 96}" y="${MARGIN + 50}" font-size="${nameSize}" font-weight="700">${escapeXml(siteName)}</text>
    <text x="${MARGIN}" y="330" font-size="${headingSize}" font-weight="700">${escapeXml(heading)}</text>
    <text x="${MARGIN}" y="410" font-size="${taglineSize}" fill="${COLORS.tagline}">${escapeXml(tagline)}</text>
  </g>
  <rect x="${MARGIN}" y="470" width="140" height="8" rx="4" fill="${COLORS.accent}"/>
  <text x="${MARGIN}" y="${height - 62}" font-family="${escapeXml(FONT_FAMILY)}" font-size="26" fill="${COLORS.tagline}" fill-opacity="0.8">${escapeXml(SECTION_LINE)}</text>
</svg>`;
}

/** Renders a section's image to PNG with the fonts this machine has. */
export function renderOgImage(section: OgSection, siteName: string): Buffer {
  const fontFiles = FONT_FILES.filter((file) => fs.existsSync(file));
  const resvg = new Resvg(ogImageSvg(section, siteName), {
    fitTo: { mode: 'original' },
    font: { fontFiles, loadSystemFonts: fontFiles.length === 0, defaultFontFamily: 'DejaVu Sans' },
  });
  return resvg.render().asPng();
}

/** A value vite.config.ts defines for the app (one source for the pages and the images). */
function defined(config: ResolvedConfig, name: '__SITE_NAME__' | '__SITE_URL__'): string {
  const value = config.define?.[name];
  if (typeof value !== 'string') throw new Error(`og-images: vite.config.ts must define ${name}.`);
  return JSON.parse(value) as string;
}

/** The images are linked from SITE_URL: a value that is not an absolute http(s) origin stops the build. */
function checkSiteUrl(siteUrl: string): void {
  let url: URL | undefined;
  try {
    url = new URL(siteUrl);
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== siteUrl)
    throw new Error(
      `SITE_URL must be the site's public origin, like https://example.com (no path, no trailing slash); it is "${siteUrl}".`,
    );
}

export function ogImages(): Plugin {
  let siteName = '';
  const sections = Object.keys(OG_SECTIONS) as OgSection[];
  return {
    name: 'ai4n:og-images',
    configResolved(config) {
      siteName = defined(config, '__SITE_NAME__');
      checkSiteUrl(defined(config, '__SITE_URL__'));
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const section = sections.find((s) => req.url === ogImagePath(s));
        if (!section) return next();
        res.setHeader('content-type', 'image/png');
        res.end(renderOgImage(section, siteName));
      });
    },
    generateBundle() {
      // The client build only: the server build is the prerenderer's and is thrown away.
      if (this.environment.name !== 'client') return;
      for (const section of sections) {
        this.emitFile({
          type: 'asset',
          fileName: ogImagePath(section).slice(1),
          source: renderOgImage(section, siteName),
        });
      }
    },
  };
}
