import {
  composePromptText,
  parsePromptText,
  splitList,
  type Prompt,
  type PromptInput,
  type PromptDifficulty,
  type PromptStatus,
  type PROMPT_ESTIMATED_TIMES,
  type PROMPT_OUTPUT_TYPES,
  PromptInputSchema,
  FIELD_TEXTS,
  requiredText,
} from '@ai4n/shared';
import { z } from 'zod';
import { formSchemaOf } from './zod-form';

/**
 * Everything the Add/Edit Prompt form holds; the last group is kept in the form only, not sent
 * (docs/spec/admin.md section 3). No rating or views: visitors make them (docs/decisions/0013-honest-claims.md).
 */
export interface PromptFormValues {
  title: string;
  description: string;
  category: string;
  tags: string;
  business_types: string;
  status: PromptStatus;
  context: string;
  role: string;
  expertise_areas: string;
  core_prompt: string;
  response_guidelines: string;
  user_info: string;
  response_format: string;
  criteria: string;
  constraints: string;
  examples: string;
  example_use: string;
  difficulty: PromptDifficulty;
  why_it_works: string;
  /** The lesson's id as typed; blank: none. */
  why_it_works_lesson: string;
  make_it_yours: string;
  added_by: string;
  isFeatured: boolean;
  // Held by the form, not sent.
  variations: string;
  target_audience: string;
  use_cases: string;
  best_practices: string;
  estimated_time: (typeof PROMPT_ESTIMATED_TIMES)[number];
  output_type: (typeof PROMPT_OUTPUT_TYPES)[number];
}

export type PromptFormField = keyof PromptFormValues;

export const EMPTY_PROMPT_FORM: PromptFormValues = {
  title: '',
  description: '',
  category: '',
  tags: '',
  business_types: '',
  status: 'active',
  context: '',
  role: '',
  expertise_areas: '',
  core_prompt: '',
  response_guidelines: '',
  user_info: '',
  response_format: '',
  criteria: '',
  constraints: '',
  examples: '',
  example_use: '',
  difficulty: 'beginner',
  why_it_works: '',
  why_it_works_lesson: '',
  make_it_yours: '',
  added_by: 'admin',
  isFeatured: false,
  variations: '',
  target_audience: '',
  use_cases: '',
  best_practices: '',
  estimated_time: '5-10 minutes',
  output_type: 'text',
};

/** The edit form: the stored prompt with its text parsed back into sections. */
export function formFromPrompt(prompt: Prompt): PromptFormValues {
  const s = parsePromptText(prompt.prompt_text);
  return {
    ...EMPTY_PROMPT_FORM,
    title: prompt.title,
    description: prompt.description,
    category: prompt.category,
    tags: prompt.tags.join(', '),
    business_types: prompt.business_types.join(', '),
    status: prompt.status,
    context: s.context,
    role: s.role,
    expertise_areas: s.expertiseAreas.join(', '),
    core_prompt: s.corePrompt,
    response_guidelines: s.responseGuidelines,
    user_info: s.userInfo,
    response_format: s.responseFormat,
    criteria: s.criteria,
    constraints: s.constraints,
    examples: s.examples,
    example_use: prompt.example_use,
    difficulty: prompt.difficulty,
    why_it_works: prompt.whyItWorks,
    why_it_works_lesson: prompt.whyItWorksLesson === null ? '' : String(prompt.whyItWorksLesson),
    make_it_yours: prompt.makeItYours,
    added_by: prompt.added_by,
    isFeatured: prompt.isFeatured,
  };
}

/** The payload: prompt_text assembled from the sections in the spec's order (docs/spec/public-site.md section 3). */
export function payloadFromForm(v: PromptFormValues): PromptInput {
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    category: v.category.trim().toLowerCase(),
    prompt_text: composePromptText({
      context: v.context,
      role: v.role,
      expertiseAreas: splitList(v.expertise_areas),
      responseGuidelines: v.response_guidelines,
      userInfo: v.user_info,
      responseFormat: v.response_format,
      corePrompt: v.core_prompt,
      criteria: v.criteria,
      constraints: v.constraints,
      examples: v.examples,
    }),
    tags: splitList(v.tags),
    business_types: splitList(v.business_types),
    example_use: v.example_use.trim(),
    difficulty: v.difficulty,
    whyItWorks: v.why_it_works.trim(),
    // A number the schema checks (a whole lesson id), or null when blank.
    whyItWorksLesson: v.why_it_works_lesson.trim() === '' ? null : Number(v.why_it_works_lesson),
    makeItYours: v.make_it_yours.trim(),
    added_by: v.added_by.trim() || 'admin',
    isFeatured: v.isFeatured,
    status: v.status,
  };
}

/** The sections the body holds only inside prompt_text: each is required on its own. */
const PromptSectionsSchema = z.object({
  core_prompt: requiredText(FIELD_TEXTS.promptText),
  context: requiredText(FIELD_TEXTS.context),
  role: requiredText(FIELD_TEXTS.role),
});

/** The body's prompt_text is the form's sections: its errors go to the core prompt; the teaching fields to theirs. */
const FORM_FIELD_OF: Record<string, string> = {
  prompt_text: 'core_prompt',
  whyItWorks: 'why_it_works',
  whyItWorksLesson: 'why_it_works_lesson',
  makeItYours: 'make_it_yours',
};
export const promptFieldOf = (field: string) => FORM_FIELD_OF[field] ?? field;

/**
 * The form checked as the body the server takes (title, description and category required, with
 * the shared texts) and its required sections; tags are labelled required but not enforced.
 */
export const PromptFormSchema = formSchemaOf(payloadFromForm, PromptInputSchema, {
  rules: PromptSectionsSchema,
  fieldOf: promptFieldOf,
});
