import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { AlertTriangle, CheckCircle2, Loader2, PartyPopper, RefreshCw, RotateCcw } from 'lucide-react';
import { lessonAnchorId, lessonIdOfHash, type Lesson } from '@ai4n/shared';
import { ProgressBar } from '../../../components/progress-bar';
import { Button } from '../../../components/ui/button';
import { useLessons } from '../../../lib/lessons';
import { useCourseProgress } from '../lib/course-progress';
import { DifficultyBadge } from './difficulty-badge';
import { LessonViewer } from './lesson-viewer';

export const LESSON_TEXTS = {
  loading: 'Loading lessons...',
  failed: 'Failed to load lessons. Please check your connection and try again.',
  cached: 'Using cached data. Some content may be outdated.',
  refreshFailed: 'Failed to refresh lessons. Please check your connection.',
  empty: 'No lessons available yet.',
} as const;

function groupByStage(lessons: Lesson[]) {
  const groups: Array<{ stage: string; stageName: string; lessons: Lesson[] }> = [];
  for (const lesson of lessons) {
    const group = groups.find((g) => g.stage === lesson.stage);
    if (group) group.lessons.push(lesson);
    else groups.push({ stage: lesson.stage, stageName: lesson.stageName, lessons: [lesson] });
  }
  return groups;
}

export function CourseSection({ onTakeQuiz }: { onTakeQuiz: () => void }) {
  const { data: lessons, isPending, isError, refetch, isRefetching } = useLessons();
  const progress = useCourseProgress();
  const [refreshFailed, setRefreshFailed] = useState(false);

  // A link to `#lesson-3` (e.g. "Read the lesson" under a missed quiz question) opens that lesson and scrolls to it.
  const location = useLocation();
  const linkedLesson = lessonIdOfHash(location.hash);
  const lessonLinked = linkedLesson !== null && Boolean(lessons?.some((l) => l.id === linkedLesson));
  const { setCurrentLesson } = progress;
  useEffect(() => {
    if (!lessonLinked || linkedLesson === null) return;
    setCurrentLesson(linkedLesson);
    const frame = requestAnimationFrame(() =>
      document.getElementById(lessonAnchorId(linkedLesson))?.scrollIntoView({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
    // Once per visit of the link (its key), not each time progress changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lessonLinked, linkedLesson, location.key]);

  const refresh = async () => {
    setRefreshFailed(false);
    const result = await refetch();
    setRefreshFailed(result.isError);
  };

  let body;
  if (!lessons && isPending && !isError) {
    body = (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-slate-500">
        <Loader2 className="size-5 animate-spin" aria-hidden /> {LESSON_TEXTS.loading}
      </p>
    );
  } else if (!lessons) {
    body = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center text-red-800">
        <p className="font-semibold">{LESSON_TEXTS.failed}</p>
        <Button tone="danger" size="md" onClick={refresh} className="mt-4">
          Try Again
        </Button>
      </div>
    );
  } else if (lessons.length === 0) {
    body = <p className="py-16 text-center text-slate-500">{LESSON_TEXTS.empty}</p>;
  } else {
    const done = lessons.filter((l) => progress.completed.has(l.id)).length;
    const allDone = done === lessons.length;
    body = (
      <>
        <div className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-lg font-bold text-slate-900">Your progress</h3>
            <p className="text-sm font-semibold text-slate-700">
              {done} of {lessons.length} lessons completed
            </p>
          </div>
          <div className="mt-3">
            <ProgressBar value={done} max={lessons.length} label="Course progress" />
          </div>
          <ol className="mt-6 grid gap-6 md:grid-cols-2">
            {groupByStage(lessons).map((group) => (
              <li key={group.stage}>
                <h4 className="text-sm font-bold uppercase tracking-wide text-brand-700">{group.stageName}</h4>
                <ul className="mt-2 space-y-2">
                  {group.lessons.map((lesson) => (
                    <li key={lesson.id} className="flex items-center gap-2 text-slate-700">
                      {progress.completed.has(lesson.id) ? (
                        <CheckCircle2 className="size-4 text-emerald-600" aria-label="Completed" />
                      ) : (
                        <span className="size-4 rounded-full border-2 border-slate-300" aria-hidden />
                      )}
                      <button
                        type="button"
                        className="text-left hover:text-brand-700 hover:underline"
                        onClick={() => progress.setCurrentLesson(lesson.id)}
                      >
                        {lesson.title}
                      </button>
                      <DifficultyBadge difficulty={lesson.difficulty} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>

        {allDone && (
          <div
            role="status"
            className="mt-8 rounded-2xl bg-gradient-to-r from-emerald-600 to-teal-600 p-8 text-center text-white"
          >
            <PartyPopper className="mx-auto size-10" aria-hidden />
            <h3 className="mt-3 text-2xl font-extrabold">Congratulations! You finished the course.</h3>
            <p className="mt-2 text-emerald-50">
              You have completed all {lessons.length} lessons. Take the final quiz to earn your certificate.
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <button
                type="button"
                onClick={onTakeQuiz}
                className="rounded-xl bg-white px-5 py-3 font-semibold text-emerald-800 hover:bg-emerald-50"
              >
                Take Final Quiz &amp; Get Certified
              </button>
              <RestartButton onRestart={progress.restart} light />
            </div>
          </div>
        )}

        <LessonViewer lessons={lessons} progress={progress} />
        {!allDone && done > 0 && (
          <div className="mt-6 text-center">
            <RestartButton onRestart={progress.restart} />
          </div>
        )}
      </>
    );
  }

  const usingCache = Boolean(lessons) && isError;
  return (
    <section id="lessons" aria-labelledby="lessons-heading" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="lessons-heading" className="text-3xl font-extrabold text-slate-900">
              Course overview
            </h2>
            <p className="mt-2 text-slate-600">
              Work through the stages in order. Your progress is saved in this browser.
            </p>
          </div>
          <Button
            onClick={refresh}
            disabled={isRefetching}
            icon={<RefreshCw className={`size-4 ${isRefetching ? 'animate-spin' : ''}`} aria-hidden />}
          >
            Refresh lessons
          </Button>
        </div>
        {(usingCache || refreshFailed) && lessons && (
          <p
            role="alert"
            className="mt-6 flex items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
          >
            <AlertTriangle className="size-5 shrink-0" aria-hidden />{' '}
            {refreshFailed ? LESSON_TEXTS.refreshFailed : LESSON_TEXTS.cached}
          </p>
        )}
        <div className="mt-8">{body}</div>
      </div>
    </section>
  );
}

function RestartButton({ onRestart, light = false }: { onRestart: () => void; light?: boolean }) {
  return (
    <button
      type="button"
      onClick={onRestart}
      className={`inline-flex items-center gap-2 rounded-xl px-5 py-3 font-semibold ${
        light
          ? 'text-white ring-1 ring-white/70 hover:bg-white/10'
          : 'text-slate-700 ring-1 ring-slate-300 hover:bg-white'
      }`}
    >
      <RotateCcw className="size-4" aria-hidden /> Restart Course
    </button>
  );
}
