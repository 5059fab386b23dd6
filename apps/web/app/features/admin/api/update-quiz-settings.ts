import type { QuizSettings, QuizSettingsUpdate } from '@ai4n/shared';
import { adminRequest } from '../lib/admin-request';
import { adminKeys, useAdminWrite } from './admin-query';

/** Saves how many questions a quiz draws, the pass mark, feedback and retries. */
export const updateQuizSettings = (settings: QuizSettingsUpdate) =>
  adminRequest<QuizSettings>('/questions/meta/settings', { method: 'PUT', body: settings });

/** Also refreshes the public quiz's copy of the settings. */
export const useUpdateQuizSettings = () => useAdminWrite(updateQuizSettings, [adminKeys.quizSettings, ['questions']]);
