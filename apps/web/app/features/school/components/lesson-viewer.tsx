import { useEffect, useRef } from 'react';
import { CheckCircle2, ChevronLeft, ChevronRight, Clock } from 'lucide-react';
import { lessonAnchorId, type Lesson } from '@ai4n/shared';
import type { useCourseProgress } from '../lib/course-progress';
import { DifficultyBadge } from './difficulty-badge';

type Progress = ReturnType<typeof useCourseProgress>;

/** A lesson's difficulty and duration, on one line. */
function LessonMeta({
  lesson,
  className,
  clock,
  as: Tag = 'span',
}: {
  lesson: Lesson;
  className: string;
  clock: string;
  as?: 'span' | 'div';
}) {
  return (
    <Tag className={`flex items-center text-slate-600 ${className}`}>
      <DifficultyBadge difficulty={lesson.difficulty} />
      <span className="inline-flex items-center gap-1">
        <Clock className={clock} aria-hidden /> {lesson.duration}
      </span>
    </Tag>
  );
}

export function LessonViewer({ lessons, progress }: { lessons: Lesson[]; progress: Progress }) {
  const index = Math.max(
    0,
    lessons.findIndex((l) => l.id === progress.currentLesson),
  );
  const lesson = lessons[index];
  const article = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    article.current?.scrollIntoView({ block: 'start' });
  }, [lesson.id]);

  const go = (to: number) => progress.setCurrentLesson(lessons[to].id);
  const isDone = progress.completed.has(lesson.id);

  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[18rem_1fr]">
      <nav
        aria-label="Lessons"
        className="self-start rounded-2xl bg-white p-3 ring-1 ring-slate-200 lg:sticky lg:top-32"
      >
        <ol className="space-y-1">
          {lessons.map((l, i) => (
            <li key={l.id}>
              <button
                type="button"
                onClick={() => go(i)}
                aria-current={i === index ? 'step' : undefined}
                className={`flex w-full items-start gap-3 rounded-xl p-3 text-left ${i === index ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-slate-50'}`}
              >
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-slate-100 text-sm font-bold text-slate-700">
                  {i + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900">{l.title}</span>
                  <LessonMeta lesson={l} className="mt-1 flex-wrap gap-2 text-xs" clock="size-3" />
                </span>
                {progress.completed.has(l.id) && (
                  <CheckCircle2 className="size-5 shrink-0 text-emerald-600" aria-label="Completed" />
                )}
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <article
        ref={article}
        id={lessonAnchorId(lesson.id)}
        aria-labelledby="lesson-title"
        className="scroll-mt-32 rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-10"
      >
        <p className="text-sm font-semibold text-brand-700">
          Lesson {index + 1} of {lessons.length} · {lesson.stageName}
        </p>
        <h3 id="lesson-title" className="mt-1 text-3xl font-extrabold text-slate-900">
          {lesson.title}
        </h3>
        <p className="mt-2 text-lg text-slate-600">{lesson.description}</p>
        <LessonMeta lesson={lesson} className="mt-3 gap-3 text-sm" clock="size-4" as="div" />
        {lesson.learningObjectives.length > 0 && (
          <div className="mt-6 rounded-xl bg-slate-50 p-4">
            <p className="font-semibold text-slate-900">In this lesson you will learn to:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
              {lesson.learningObjectives.map((o) => (
                <li key={o}>{o}</li>
              ))}
            </ul>
          </div>
        )}
        {/* The HTML is sanitized on the server before it is stored. */}
        <div className="lesson-content mt-8" dangerouslySetInnerHTML={{ __html: lesson.content }} />

        <div className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">
          <button
            type="button"
            onClick={() => go(index - 1)}
            disabled={index === 0}
            className="inline-flex items-center gap-1 rounded-lg px-4 py-2 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-40"
          >
            <ChevronLeft className="size-4" aria-hidden /> Previous
          </button>
          <button
            type="button"
            onClick={() => progress.markComplete(lesson.id)}
            disabled={isDone}
            className={`inline-flex items-center gap-2 rounded-lg px-5 py-2 font-semibold ${
              isDone ? 'bg-emerald-100 text-emerald-800' : 'bg-brand-600 text-white hover:bg-brand-700'
            }`}
          >
            <CheckCircle2 className="size-4" aria-hidden /> {isDone ? 'Completed' : 'Mark Complete'}
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            disabled={index === lessons.length - 1}
            className="inline-flex items-center gap-1 rounded-lg px-4 py-2 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-40"
          >
            Next <ChevronRight className="size-4" aria-hidden />
          </button>
        </div>
      </article>
    </div>
  );
}
