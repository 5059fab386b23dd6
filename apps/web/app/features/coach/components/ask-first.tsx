import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Gauge, PenLine, RotateCcw } from 'lucide-react';
import type { CoachForm } from '@ai4n/shared';
import { parseCoachPrompt } from '@ai4n/shared/coach-prompt';
import { applyAnswers, clarifyingQuestions, gradePrompt, type CoachInput } from '@ai4n/shared/coach-rubric';
import { Button } from '../../../components/ui/button';
import { EMPTY_FORM } from '../lib/coach-draft';
import { ClarifyingQuestions, type AskedQuestion } from './clarifying-questions';
import { ScoreBars } from './score-bars';

type Stage = 'questions' | 'skipped' | 'answered';

/** The rewrite built with the learner's answers, and the answers it was built with. */
export interface AnsweredRewrite {
  rewrite: string;
  answers: Record<string, string>;
}

export const ANSWERED_NOTE = 'Rewritten in your browser with your answers by our offline rubric: no credit used.';

/** The form's values for an answered input: its fields, or the prompt read back into them. */
const formValuesOf = (input: CoachInput): CoachForm =>
  input.fields ? { ...EMPTY_FORM, ...input.fields } : parseCoachPrompt(input.prompt);

/**
 * Issue 29, part 5, for a C or D prompt: the card first asks 2–4 questions about what the prompt
 * leaves out; the learner's answers are merged into it and the offline rubric, here in the browser,
 * rewrites and grades it again (no request, no credit). Skipping shows the rewrite as it came.
 * This module carries the rubric, so the card loads it only for a C or D grade.
 */
export function AskFirst({
  input,
  questions: given,
  rewrite,
  renderRewrite,
  onPutInForm,
  onAnswered,
}: {
  /** What was analysed: the composed prompt and the form's fields. */
  input: CoachInput;
  /** The questions that came with the grade, if any; else the rubric asks them here. */
  questions?: AskedQuestion[];
  /** The analysis's own rewrite. */
  rewrite: string;
  /** The rewrite's view (before and after, the diff), for the rewrite to show. */
  renderRewrite: (rewrite: string) => ReactNode;
  /** Loads values into the coach form. */
  onPutInForm?: (values: CoachForm) => void;
  /** The rewrite built with the learner's answers, and the answers (null: the analysis's rewrite stands), for Run both. */
  onAnswered?: (answered: AnsweredRewrite | null) => void;
}) {
  const questions = useMemo<AskedQuestion[]>(() => given ?? clarifyingQuestions(input), [given, input]);
  const [stage, setStage] = useState<Stage>('questions');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const answered = useMemo(() => {
    if (stage !== 'answered') return null;
    const merged = applyAnswers(input, answers);
    return { input: merged, grade: gradePrompt(merged).feedback };
  }, [input, stage, answers]);
  const rewriteWithAnswers = answered?.grade.suggestedRewrite;
  useEffect(() => {
    onAnswered?.(rewriteWithAnswers ? { rewrite: rewriteWithAnswers, answers } : null);
  }, [onAnswered, rewriteWithAnswers, answers]);

  if (questions.length === 0 || stage === 'skipped') return renderRewrite(rewrite);
  if (stage === 'questions' || !answered)
    return (
      <ClarifyingQuestions
        questions={questions}
        initial={answers}
        onUse={(given) => {
          setAnswers(given);
          setStage('answered');
        }}
        onSkip={() => setStage('skipped')}
      />
    );

  const g = answered.grade;
  return (
    <>
      <section aria-label="With your answers" className="mt-6 rounded-2xl bg-sky-50 p-4 ring-1 ring-sky-200">
        <div className="flex items-center justify-between gap-4">
          <h3 className="flex items-center gap-2 font-bold text-slate-900">
            <Gauge className="size-5 text-brand-700" aria-hidden /> With your answers
          </h3>
          <p aria-live="polite" className="text-sm font-semibold text-slate-700">
            Estimated grade <span className="text-2xl font-extrabold text-brand-700">{g.overallGrade}</span>
          </p>
        </div>
        <ScoreBars
          scores={{ clarity: g.clarityScore, specificity: g.specificityScore, structure: g.structureScore }}
          label={(name) => `${name} with your answers`}
        />
        <p className="mt-3 text-xs text-slate-600">{ANSWERED_NOTE}</p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {onPutInForm && (
            <Button
              tone="secondary"
              size="md"
              onClick={() => onPutInForm(formValuesOf(answered.input))}
              icon={<PenLine className="size-4" aria-hidden />}
            >
              Put answers in the form
            </Button>
          )}
          <Button
            tone="link"
            size="inline"
            onClick={() => setStage('questions')}
            icon={<RotateCcw className="size-4" aria-hidden />}
          >
            Change my answers
          </Button>
        </div>
      </section>
      {renderRewrite(g.suggestedRewrite)}
    </>
  );
}
