import type { AdminLesson } from '@ai4n/shared';

export function LessonsPanel({ lessons }: { lessons: AdminLesson[]; refreshing: boolean; onRefresh: () => void }) {
  return <p>{lessons.length} lessons</p>;
}
