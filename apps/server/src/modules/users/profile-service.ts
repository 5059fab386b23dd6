import {
  COACH_FREE_LIMIT,
  COMPLETED_LESSONS_LIMIT_TEXT,
  COMPLETED_LESSONS_MAX,
  FAVORITES_LIMIT_TEXT,
  FAVORITES_MAX,
  type ReviewOutcomes,
  type ReviewQueue,
  type SchoolProgress,
  type UserProfile,
} from '@ai4n/shared';
import { mergeQueues, recordOutcomes } from '@ai4n/shared/review-schedule';
import { HttpError } from '../../plugins/errors.js';
import type { ProfileRepository } from './profile-repository.js';
import type { UserRepository } from './user-repository.js';

const EMPTY_PROGRESS: SchoolProgress = {
  completedLessons: [],
  currentLesson: null,
  certificateEarned: false,
  progress: 0,
  reviewQueue: [],
};

export function createProfileService(users: UserRepository, profiles: ProfileRepository) {
  const progressOf = async (userId: string): Promise<SchoolProgress> => {
    const stored = { ...EMPTY_PROGRESS, ...(await profiles.progress(userId)) };
    // Progress saved before the cap may hold more; it must still read (never a 500).
    return { ...stored, completedLessons: stored.completedLessons.slice(0, COMPLETED_LESSONS_MAX) };
  };

  const reviewQueueAfter = async (
    current: ReviewQueue,
    body: { reviewQueue?: ReviewQueue; reviewOutcomes?: ReviewOutcomes },
  ): Promise<ReviewQueue> => {
    const merged = mergeQueues(current, body.reviewQueue ?? []);
    const answered = body.reviewOutcomes
      ? recordOutcomes(merged, body.reviewOutcomes.outcomes, new Date(body.reviewOutcomes.at))
      : merged;
    if (answered.length === 0) return answered;
    const asked = new Set(await profiles.activeQuestionIds(answered.map((item) => item.questionId)));
    return answered.filter((item) => asked.has(item.questionId));
  };

  return {
    async profile(userId: string): Promise<UserProfile> {
      const user = await users.findById(userId);
      if (!user) throw new HttpError(404, 'User not found');
      return {
        id: user.id,
        email: user.email,
        favorites: (await profiles.favorites(userId)).map((promptId) => ({ promptId })),
        promptSchool: await progressOf(userId),
        promptCoach: {
          usageCount: user.promptsUsed,
          freeLimit: COACH_FREE_LIMIT,
          hasPaid: user.hasPaid,
          creditsLeft: user.credits,
        },
      };
    },

    /**
     * Merges completed lessons (a login brings the browser's progress in), at most
     * COMPLETED_LESSONS_MAX of them; Restart Course replaces.
     * The review queue is merged with the browser's (so two devices never lose a question), then the
     * answers graded in the browser are applied; questions no longer in the quiz leave it.
     */
    async saveProgress(
      userId: string,
      body: {
        completedLessons: number[];
        currentLesson?: number | null;
        certificateEarned?: boolean;
        replace?: boolean;
        reviewQueue?: ReviewQueue;
        reviewOutcomes?: ReviewOutcomes;
      },
    ): Promise<SchoolProgress> {
      const current = await progressOf(userId);
      const completed = body.replace
        ? body.completedLessons
        : [...new Set([...current.completedLessons, ...body.completedLessons])];
      if (completed.length > COMPLETED_LESSONS_MAX) throw new HttpError(400, COMPLETED_LESSONS_LIMIT_TEXT);
      const active = await profiles.activeLessonIds();
      const next: SchoolProgress = {
        completedLessons: completed,
        currentLesson: body.currentLesson === undefined ? current.currentLesson : body.currentLesson,
        certificateEarned: body.certificateEarned ?? current.certificateEarned,
        progress: active.length
          ? Math.round((completed.filter((id) => active.includes(id)).length / active.length) * 100)
          : 0,
        // A save without review fields (a lesson completed) leaves the queue as it is.
        reviewQueue:
          body.reviewQueue || body.reviewOutcomes
            ? await reviewQueueAfter(current.reviewQueue ?? [], body)
            : (current.reviewQueue ?? []),
      };
      await profiles.saveProgress(userId, next);
      return next;
    },

    async favorites(userId: string) {
      return { favorites: (await profiles.favorites(userId)).map((promptId) => ({ promptId })) };
    },
    async addFavorite(userId: string, promptId: string) {
      const kept = await profiles.favorites(userId);
      if (kept.length >= FAVORITES_MAX && !kept.includes(promptId)) throw new HttpError(400, FAVORITES_LIMIT_TEXT);
      if (!(await profiles.addFavorite(userId, promptId))) throw new HttpError(404, 'Prompt not found');
      return this.favorites(userId);
    },
    async removeFavorite(userId: string, promptId: string) {
      await profiles.removeFavorite(userId, promptId);
      return this.favorites(userId);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
