import type { AdminQuestion } from '@ai4n/shared';

export function QuestionsPanel({ questions }: { questions: AdminQuestion[]; refreshing: boolean; onRefresh: () => void }) {
  return <p>{questions.length} questions</p>;
}
