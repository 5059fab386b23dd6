import { adminFaqsQueryOptions } from '../api/get-admin-faqs';
import { adminLessonsQueryOptions } from '../api/get-admin-lessons';
import { adminPromptsQueryOptions } from '../api/get-admin-prompts';
import { adminQuestionsQueryOptions } from '../api/get-admin-questions';
import { usePromptStatusStats } from '../api/get-prompt-status-stats';
import { adminEntity, type AdminEntity } from '../components/entity-tab';
import { faqsDefinition } from './faqs';
import { lessonsDefinition } from './lessons';
import { promptsDefinition } from './prompts';
import { questionsDefinition } from './questions';

/** The admin console's content tabs, in their order (admin-console.tsx draws them). Add an entity here. */
export const ADMIN_ENTITIES: AdminEntity[] = [
  adminEntity({
    id: 'prompts',
    label: 'Prompts',
    query: adminPromptsQueryOptions,
    // Every prompt, as the status stats count them; the list's length until they load.
    useCount: (rows) => usePromptStatusStats().data?.total ?? rows?.length,
    definition: promptsDefinition,
  }),
  adminEntity({ id: 'lessons', label: 'Lessons', query: adminLessonsQueryOptions, definition: lessonsDefinition }),
  adminEntity({ id: 'quiz', label: 'Quiz', query: adminQuestionsQueryOptions, definition: questionsDefinition }),
  adminEntity({ id: 'faqs', label: 'FAQs', query: adminFaqsQueryOptions, definition: faqsDefinition }),
];
