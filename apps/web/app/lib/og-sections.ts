// The social (Open Graph) images, one per section of the site: what each shows. Plain data with no
// imports, because the build's image generator (apps/web/og-images.ts) reads it too, outside Vite's
// module graph. The figures here must stay true: they repeat what the pages themselves say.

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const OG_SECTIONS = {
  home: { heading: 'Learn to use AI', tagline: 'A free course, prompt feedback and ready-made prompts' },
  school: { heading: 'Prompt School', tagline: 'A free prompt course, quiz and certificate' },
  coach: { heading: 'Prompt Coach', tagline: 'Feedback and a better rewrite for your prompts' },
  gallery: { heading: 'Prompt Gallery', tagline: 'Ready-to-use AI prompts for your business' },
  lab: { heading: 'Prompt Lab', tagline: 'Leading AI models for text, images, video and audio' },
  pricing: { heading: 'Lab Pricing', tagline: 'Prompt Lab plans that grow with you' },
} as const satisfies Record<string, { heading: string; tagline: string }>;

export type OgSection = keyof typeof OG_SECTIONS;

/** Where the build puts a section's image, from the site's root. */
export const ogImagePath = (section: OgSection): `/og/${OgSection}.png` => `/og/${section}.png`;

/** The image's text alternative: what it says. */
export function ogImageAlt(section: OgSection, siteName: string): string {
  const { heading, tagline } = OG_SECTIONS[section];
  return `${siteName}: ${heading}. ${tagline}.`;
}
