import { describe, expect, it } from 'vitest';
import { CRITERION_LESSONS, PROMPT_LESSONS } from '@ai4n/shared/prompt-diff';
import { lessonSeed } from '../../db/seed/content-files.js';

describe("the coach diff's lesson links", () => {
  it.each(Object.values({ ...PROMPT_LESSONS, ...CRITERION_LESSONS }))(
    'lesson $id is seeded under the title the diff shows',
    (lesson) => {
      const seeded = lessonSeed.find((l) => l.id === lesson.id);
      expect(seeded?.title).toBe(lesson.title);
      expect(lesson.href).toBe(`/prompt-school#lesson-${lesson.id}`);
    },
  );
});
