import { splitList } from '../lists.js';

export const PROMPT_STATUSES = ['active', 'draft', 'archived'] as const;

export type PromptStatus = (typeof PROMPT_STATUSES)[number];

/** How much a user must bring to a gallery prompt: a few facts (beginner) up to their own material and judgement. */
export const PROMPT_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type PromptDifficulty = (typeof PROMPT_DIFFICULTIES)[number];

export const BUSINESS_TYPES = [
  'Coaches & Consultants',
  'eCommerce Stores',
  'SaaS / Software',
  'Real Estate Agents',
  'Lawyers & Legal',
  'Insurance Agencies',
  'Restaurants & Hospitality',
  'Agencies / Freelancers',
  'Local Service Businesses',
  'Creators / Influencers',
  'Finance & Accounting',
  'HR & Recruitment',
  'Education & Course Creators',
  'Healthcare & Wellness',
] as const;

/** A business type in an address: 'Restaurants & Hospitality' is 'restaurants-hospitality'. */
export const businessTypeSlug = (type: string): string =>
  type
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The business type of an address's slug, if any. */
export const businessTypeOfSlug = (slug: string): BusinessType | undefined =>
  BUSINESS_TYPES.find((type) => businessTypeSlug(type) === slug);

/** A business type inside a sentence: 'restaurants & hospitality', but 'SaaS / software' and 'HR & recruitment'. */
export const businessTypeInSentence = (type: string): string =>
  type.replace(/\S+/g, (word) => (/[A-Z]/.test(word.slice(1)) ? word : word.toLowerCase()));

export type BusinessType = (typeof BUSINESS_TYPES)[number];

export interface LibraryCategory {
  id: string;
  name: string;
  description: string;
  icon: string;
  color: string;
  /** The stored categories this library category covers (docs/spec/public-site.md section 9). */
  stored: string[];
}

export const LIBRARY_CATEGORIES: LibraryCategory[] = [
  {
    id: 'sales',
    name: 'Sales',
    description: 'Outreach, follow-ups and closing',
    icon: 'TrendingUp',
    color: 'emerald',
    stored: ['sales'],
  },
  {
    id: 'marketing',
    name: 'Marketing',
    description: 'Campaigns, social media and copy',
    icon: 'Megaphone',
    color: 'fuchsia',
    stored: ['marketing', 'social-media', 'copywriting'],
  },
  {
    id: 'customer-support',
    name: 'Customer Support',
    description: 'Replies, reviews and help content',
    icon: 'Headphones',
    color: 'sky',
    stored: ['customer-support'],
  },
  { id: 'hr', name: 'HR', description: 'Hiring, onboarding and people', icon: 'Users', color: 'amber', stored: ['hr'] },
  {
    id: 'finance',
    name: 'Finance',
    description: 'Cash flow, pricing and reports',
    icon: 'PiggyBank',
    color: 'lime',
    stored: ['finance'],
  },
  {
    id: 'legal',
    name: 'Legal',
    description: 'Plain-English drafts for review',
    icon: 'Scale',
    color: 'slate',
    stored: ['legal'],
  },
  {
    id: 'operations',
    name: 'Operations',
    description: 'Processes, suppliers and planning',
    icon: 'Settings',
    color: 'orange',
    stored: ['business'],
  },
  {
    id: 'productivity',
    name: 'Productivity',
    description: 'Planning, email and meetings',
    icon: 'Timer',
    color: 'teal',
    stored: ['productivity'],
  },
  {
    id: 'education',
    name: 'Education',
    description: 'Courses, lessons and quizzes',
    icon: 'GraduationCap',
    color: 'indigo',
    stored: ['education'],
  },
  {
    id: 'creative',
    name: 'Creative',
    description: 'Stories, scripts and images',
    icon: 'Palette',
    color: 'rose',
    stored: ['creative'],
  },
  {
    id: 'tech',
    name: 'Tech',
    description: 'Spreadsheets, data and automation',
    icon: 'Code',
    color: 'cyan',
    stored: ['technical', 'analysis'],
  },
  {
    id: 'personal',
    name: 'Personal',
    description: 'Growth and habits of an owner',
    icon: 'Heart',
    color: 'pink',
    stored: ['other'],
  },
];

export const STORED_PROMPT_CATEGORIES = LIBRARY_CATEGORIES.flatMap((c) => c.stored);

/** Stored categories for a filter value: a library category expands, a stored one stands alone. */
export function storedCategoriesFor(category: string): string[] {
  return LIBRARY_CATEGORIES.find((c) => c.id === category)?.stored ?? [category];
}

/** The library category a stored category belongs to. */
export function libraryCategoryOf(stored: string): LibraryCategory | undefined {
  return LIBRARY_CATEGORIES.find((c) => c.stored.includes(stored));
}

export const PROMPT_SORT_FIELDS = ['rating', 'views', 'created_at', 'title'] as const;

/**
 * Marks a reader skips at the start of a title when ordering by title, besides spaces and ASCII
 * punctuation: typographic quotes, inverted marks, ellipsis and dashes.
 */
export const TITLE_SORT_SKIPPED_MARKS =
  '\u201C\u201D\u2018\u2019\u00AB\u00BB\u201E\u201A\u2039\u203A\u00BF\u00A1\u2026\u2013\u2014';

const LEADING_MARKS = new RegExp(`^[\\s!-/:-@[-\`{-~${TITLE_SORT_SKIPPED_MARKS}]+`);

/**
 * A title as a reader orders it: case ignored, and leading quotes, punctuation and spaces. The
 * server's SQL order (prompt-repository) is the same rule; this one serves the offline gallery.
 */
export const titleSortKey = (title: string) => title.replace(LEADING_MARKS, '').toLowerCase();
export const GALLERY_PAGE_SIZE = 50;
export const PROMPT_LIST_MAX_LIMIT = 1000;
/** A ranked search ranks (and counts) at most this many matches; the UI shows '500+'. */
export const SEARCH_RANKED_LIMIT = 500;

/** A prompt shows its visitors' average only from this many ratings: one or two say little. */
export const MIN_RATINGS_SHOWN = 3;
export const RATING_MAX = 5;

/** The rating a prompt shows: the average to one decimal once enough visitors rated, else null. */
export function shownRating(average: number | null | undefined, count: number): number | null {
  return average != null && count >= MIN_RATINGS_SHOWN ? Math.round(average * 10) / 10 : null;
}

/** '1 rating', '12 ratings'. */
export const ratingsCount = (count: number) => `${count} ${count === 1 ? 'rating' : 'ratings'}`;

/** How a prompt's rating reads in full: '4.3 from 12 ratings', or 'Not rated yet'. */
export function ratingSummary(rating: number | null, count: number): string {
  return rating === null ? 'Not rated yet' : `${rating.toFixed(1)} from ${ratingsCount(count)}`;
}

/** The most tags the gallery filters by at once (a prompt must have every one). */
export const PROMPT_TAG_FILTER_MAX = 5;
/** How many of the most used tags the gallery's filter bar offers. */
export const PROMPT_TOP_TAGS = 20;

/** Prompts a business type's page shows for each job (the gallery has the rest). */
export const BUSINESS_TYPE_PROMPTS_PER_JOB = 6;

/** A comma-separated tag filter as a list: each tag trimmed and lower-cased, empties and repeats dropped. */
export const tagFilterOf = (text: string | null | undefined): string[] => [
  ...new Set(splitList((text ?? '').toLowerCase())),
];
