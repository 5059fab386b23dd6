import { lazy, Suspense, useMemo } from 'react';
import { Bot, Check, CheckCircle2, ClipboardCheck, Copy, Lightbulb } from 'lucide-react';
import type { CoachForm, CoachFormValues, CoachResponse } from '@ai4n/shared';
import { IconList } from '../../../components/icon-list';
import { useCopy } from '../../../lib/use-copy';
import type { GraderNote } from '../lib/grader-note';
import { ScoreBars } from './score-bars';
import type { AnsweredRewrite } from './ask-first';

// The diff (its algorithm and rules) loads only once there is a result to compare.
const RewriteDiff = lazy(() => import('./rewrite-diff').then((module) => ({ default: module.RewriteDiff })));
// The questions before a rewrite carry the offline rubric: loaded only for a C or D grade.
const AskFirst = lazy(() => import('./ask-first').then((module) => ({ default: module.AskFirst })));

function CopyButton({ text }: { text: string }) {
  const { state, copy } = useCopy();
  const copied = state === 'copied';
  return (
    <button
      type="button"
      onClick={() => void copy(text)}
      className="inline-flex items-center gap-1 rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
    >
      {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}{' '}
      {copied ? 'Copied!' : state === 'blocked' ? 'Copying is blocked: select the text to copy it' : 'Copy rewrite'}
    </button>
  );
}

/** Which coach answered: the offline check or a model, and when the offline check stood in. */
function GraderLine({ note }: { note: GraderNote }) {
  const Icon = note.title.startsWith('Graded by') ? Bot : ClipboardCheck;
  return (
    <p
      className={`mb-4 flex items-start gap-2 rounded-xl p-3 text-sm ring-1 ${note.fallback ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-slate-50 text-slate-700 ring-slate-200'}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <span className="font-semibold">{note.title}.</span> {note.detail}
      </span>
    </p>
  );
}

/** The rewrite next to the prompt, why, and what changed (the diff, building "your version"). */
function RewriteView({
  original,
  rewrite,
  reason,
  onUseInForm,
}: {
  original: string;
  rewrite: string;
  reason: string;
  onUseInForm?: (text: string) => void;
}) {
  // A declined request (issue 29) has no rewrite: say why instead of an empty one and a diff deleting every word.
  if (!rewrite.trim())
    return (
      <section aria-label="No rewrite" className="mt-6 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <h3 className="font-bold text-slate-900">No rewrite</h3>
        <p className="mt-1 text-sm text-slate-700">{reason || 'The coach has no rewrite for this prompt.'}</p>
      </section>
    );
  return (
    <>
      <section aria-label="Suggested rewrite" className="mt-6">
        <div className="flex items-center justify-between">
          <h3 className="font-bold text-slate-900">Suggested rewrite</h3>
          <CopyButton text={rewrite} />
        </div>
        <div className="mt-2 grid gap-3 md:grid-cols-2">
          <div>
            <p className="text-xs font-semibold uppercase text-slate-500">Before</p>
            <pre className="mt-1 whitespace-pre-wrap rounded-xl bg-rose-50 p-3 text-sm text-slate-800 ring-1 ring-rose-200">
              {original}
            </pre>
          </div>
          <div>
            <p className="text-xs font-semibold uppercase text-slate-500">After</p>
            <pre className="mt-1 whitespace-pre-wrap rounded-xl bg-emerald-50 p-3 text-sm text-slate-800 ring-1 ring-emerald-200">
              {rewrite}
            </pre>
          </div>
        </div>
        {reason && (
          <p className="mt-3 text-sm text-slate-700">
            <span className="font-semibold">Why: </span>
            {reason}
          </p>
        )}
      </section>
      <Suspense fallback={<p className="mt-6 text-sm text-slate-500">Loading what changed…</p>}>
        <RewriteDiff key={rewrite} original={original} rewrite={rewrite} onUseInForm={onUseInForm} />
      </Suspense>
    </>
  );
}

export function FeedbackCard({
  result,
  original,
  fields,
  note,
  onUseInForm,
  onPutInForm,
  onAnswered,
}: {
  result: CoachResponse;
  original: string;
  /** The form's fields that made `original`: for a C or D grade the card asks its questions about them. */
  fields?: CoachFormValues;
  note: GraderNote;
  /** "Use in the form" in the diff view: the visitor's version, to load into the form. */
  onUseInForm?: (text: string) => void;
  /** "Put answers in the form": the prompt with the learner's answers, to load into the form. */
  onPutInForm?: (values: CoachForm) => void;
  /** The rewrite built with the learner's answers (null: none), for Run both. */
  onAnswered?: (answered: AnsweredRewrite | null) => void;
}) {
  const f = result.feedback;
  const input = useMemo(() => ({ prompt: original, fields }), [original, fields]);
  // A declined request has no rewrite to ask about.
  const askFirst = (f.overallGrade === 'C' || f.overallGrade === 'D') && Boolean(f.suggestedRewrite.trim());
  const rewriteView = (rewrite: string) => (
    <RewriteView original={original} rewrite={rewrite} reason={f.reason} onUseInForm={onUseInForm} />
  );
  return (
    <article aria-labelledby="feedback-heading" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <GraderLine note={note} />
      <div className="flex items-center justify-between gap-4">
        <h2 id="feedback-heading" className="text-xl font-bold text-slate-900">
          Your feedback
        </h2>
        <p className="text-center">
          <span className="block text-xs font-semibold uppercase text-slate-500">Overall grade</span>
          <span className="text-4xl font-extrabold text-brand-700" aria-label={`Overall grade ${f.overallGrade}`}>
            {f.overallGrade}
          </span>
        </p>
      </div>
      <ScoreBars
        scores={{ clarity: f.clarityScore, specificity: f.specificityScore, structure: f.structureScore }}
        label={(name) => `${name} score`}
      />
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {[
          {
            label: 'Strengths',
            tone: 'text-emerald-800',
            items: f.strengths,
            icon: CheckCircle2,
            iconTone: 'text-emerald-600',
          },
          {
            label: 'Weaknesses',
            tone: 'text-rose-800',
            items: f.weaknesses,
            icon: Lightbulb,
            iconTone: 'text-amber-600',
          },
        ].map((n) => (
          <section key={n.label} aria-label={n.label}>
            <h3 className={`font-bold ${n.tone}`}>{n.label}</h3>
            <IconList
              items={n.items}
              icon={n.icon}
              iconClassName={`size-4 ${n.iconTone}`}
              className="mt-2 space-y-1 text-sm text-slate-700"
            >
              {n.label === 'Weaknesses' && n.items.length === 0 && <li>None found: nicely done.</li>}
            </IconList>
          </section>
        ))}
      </div>
      {askFirst ? (
        <Suspense fallback={<p className="mt-6 text-sm text-slate-500">Loading…</p>}>
          <AskFirst
            input={input}
            questions={f.questions}
            rewrite={f.suggestedRewrite}
            renderRewrite={rewriteView}
            onPutInForm={onPutInForm}
            onAnswered={onAnswered}
          />
        </Suspense>
      ) : (
        rewriteView(f.suggestedRewrite)
      )}
    </article>
  );
}

export function HowItWorks() {
  const steps = [
    'Fill in the four required fields: goal, role, context and target audience.',
    'Add tone, format and length if you know them; open the advanced options for more.',
    'Press Get Feedback: you get a grade from A to D, scores out of 10, strengths, weaknesses and a rewrite.',
    'Copy the rewrite into ChatGPT, Claude or Gemini and compare the answers.',
  ];
  const tips = [
    'Name the audience: "busy parents" beats "people".',
    'Give a length: "under 120 words".',
    'Paste one example of what you like.',
    'Say what to avoid, such as jargon or made-up facts.',
  ];
  return (
    <aside aria-label="How It Works" className="rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100">
      <h2 className="text-xl font-bold text-slate-900">How It Works</h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
        {steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <h3 className="mt-6 font-bold text-slate-900">Beginner tips</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
        {tips.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </aside>
  );
}
