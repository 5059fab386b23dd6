import { LESSON_TOASTS } from '@ai4n/shared';
import { useAdminQuestions } from '../api/get-admin-questions';

const SHOWN = 10;

/**
 * Under a lesson deletion's confirmation: the quiz questions that link to the lessons going and
 * lose their "Read the lesson" link (decision 0034). Nothing when none links to them.
 */
export function LessonLinksWarning({ lessonIds }: { lessonIds: number[] }) {
  const { data: questions = [] } = useAdminQuestions();
  const going = new Set(lessonIds);
  const linked = questions.filter((q) => q.lessonId !== null && going.has(q.lessonId));
  if (linked.length === 0) return null;
  return (
    <div role="note" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
      <p className="font-semibold">{LESSON_TOASTS.linksLost(linked.length)}</p>
      <ul className="mt-1 list-disc pl-5">
        {linked.slice(0, SHOWN).map((q) => (
          <li key={q.id}>{q.question}</li>
        ))}
      </ul>
      {linked.length > SHOWN && <p className="mt-1">and {linked.length - SHOWN} more</p>}
      <p className="mt-2">{LESSON_TOASTS.linksRestore}</p>
    </div>
  );
}
