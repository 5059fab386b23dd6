import { useId, useState } from 'react';
import { AlertTriangle, Columns2, Info } from 'lucide-react';
import {
  COACH_OFFLINE_MODEL,
  findPlaceholders,
  RUN_BOTH_PLACEHOLDER_VALUE_MAX,
  type RunBothResponse,
  type RunBothWinner,
} from '@ai4n/shared';
import { RUN_BOTH_TEXTS } from '@ai4n/shared/run-both';
import { Button, buttonClass } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { chooseRunBothWinner, runBoth } from '../api/run-both-api';
import { explainCoachError } from '../lib/coach-errors';

const CHOICES: Array<{ winner: RunBothWinner; label: string }> = [
  { winner: 'original', label: 'Your prompt' },
  { winner: 'rewrite', label: 'The rewrite' },
  { winner: 'same', label: 'About the same' },
];

export interface RunBothProps {
  /** The analysis that made the rewrite: the server runs only its prompt and rewrite. */
  analysisId: string;
  original: string;
  rewrite: string;
  /** The learner's answers to the card's questions, when `rewrite` was built with them. */
  answers?: Record<string, string>;
  /** The model chosen in the form. */
  model: string | undefined;
  modelLabel?: string;
  /** A connected AI model is enabled (not only the offline coach). */
  connected: boolean;
  /** A paying user's credits left; null for a visitor on the free trial. */
  creditsLeft: number | null;
  /** A refusal for want of credits or of the free analysis: the payment dialog opens. */
  onPaymentRequired: () => void;
  /** The stored session was refused. */
  onSessionReset: () => void;
  /** A run may have used a credit: the usage shown is read again. */
  onUsed: () => void;
}

type Step = 'idle' | 'confirm' | 'running';

export const FILL_FIRST =
  'Fill in the placeholders first: a model given [brackets] copies them or makes the details up (lesson 3).';

/** A value for a placeholder: one short line, and no brackets of its own. */
const placeholderValue = (typed: string) => typed.replace(/[[\]\n]/g, '').slice(0, RUN_BOTH_PLACEHOLDER_VALUE_MAX);

/**
 * One input per distinct [placeholder] of the prompt and the rewrite (each asked once): the server
 * fills the answers into both texts, and nothing with brackets left is sent (issue 29, part 6).
 */
function PlaceholderInputs({
  names,
  values,
  onChange,
  disabled,
}: {
  names: string[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="mt-4 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <legend className="px-1 font-bold text-slate-900">Fill in the placeholders first</legend>
      <p className="text-sm text-slate-700">
        Lesson 3: fill every placeholder before you send. Your answers replace each [placeholder] in both prompts.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {names.map((name, i) => (
          <Field key={name} id={`${id}-${i}`} label={name}>
            <Input
              value={values[name] ?? ''}
              disabled={disabled}
              maxLength={RUN_BOTH_PLACEHOLDER_VALUE_MAX}
              onChange={(e) => onChange(name, placeholderValue(e.target.value))}
            />
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * "Run both": the original prompt and the rewrite answered by the chosen model with the same
 * settings, side by side, and which one the visitor found better. Needs a connected model; with
 * only the offline coach the button stays visible (and focusable) and says why it cannot run.
 */
export function RunBoth(props: RunBothProps) {
  const { analysisId, original, rewrite, model, modelLabel, connected, creditsLeft } = props;
  const [step, setStep] = useState<Step>('idle');
  const [run, setRun] = useState<RunBothResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const explanationId = useId();
  const fillId = useId();
  const offline = !connected || !model || model === COACH_OFFLINE_MODEL;
  const placeholders = findPlaceholders(`${original}\n${rewrite}`);
  const unfilled = placeholders.some((name) => !values[name]?.trim());

  const start = async () => {
    setStep('running');
    setError(null);
    try {
      const filled = Object.fromEntries(placeholders.map((name) => [name, values[name]!.trim()]));
      setRun(
        await runBoth({
          analysisId,
          original,
          rewrite,
          ...(props.answers && Object.keys(props.answers).length ? { answers: props.answers } : {}),
          model: model!,
          ...(placeholders.length ? { placeholders: filled } : {}),
        }),
      );
    } catch (e) {
      const problem = explainCoachError(e);
      if (problem.resetSession) props.onSessionReset();
      setError(problem.message);
      // The analysis's runs are used up: a new analysis helps, paying does not.
      if (problem.openPayment && problem.message !== RUN_BOTH_TEXTS.tooManyRuns) props.onPaymentRequired();
    } finally {
      setStep('idle');
      props.onUsed();
    }
  };

  if (!rewrite.trim()) return null;
  const cost =
    creditsLeft === null
      ? 'Running both uses one credit, or your free analysis if you still have it.'
      : `Running both uses one credit (you have ${creditsLeft} left).`;

  return (
    <section aria-labelledby="run-both-heading" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="run-both-heading" className="text-xl font-bold text-slate-900">
        Run both
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Send your prompt and the rewrite to the same AI model, with the same settings, and compare the answers.
      </p>
      {!run && !offline && placeholders.length > 0 && (
        <PlaceholderInputs
          names={placeholders}
          values={values}
          disabled={step !== 'idle'}
          onChange={(name, value) => {
            setValues((current) => ({ ...current, [name]: value }));
            setStep('idle');
          }}
        />
      )}
      {!run && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {offline ? (
            <>
              {/* Not `disabled`: a disabled button cannot be focused, and its explanation would be missed. */}
              <button
                type="button"
                aria-disabled="true"
                aria-describedby={explanationId}
                className={buttonClass({ tone: 'muted', size: 'md', className: 'cursor-not-allowed' })}
              >
                <Columns2 className="size-4" aria-hidden /> Run both
              </button>
              <p id={explanationId} className="flex items-start gap-2 text-sm text-slate-700">
                <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
                <span>
                  {RUN_BOTH_TEXTS.needsModel}
                  {connected && ' Choose an AI model in the form to run both.'}
                </span>
              </p>
            </>
          ) : unfilled ? (
            <>
              <button
                type="button"
                aria-disabled="true"
                aria-describedby={fillId}
                className={buttonClass({ tone: 'muted', size: 'md', className: 'cursor-not-allowed' })}
              >
                <Columns2 className="size-4" aria-hidden /> Run both
              </button>
              <p id={fillId} className="flex items-start gap-2 text-sm text-slate-700">
                <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
                <span>{FILL_FIRST}</span>
              </p>
            </>
          ) : step === 'confirm' ? (
            <>
              <p className="text-sm text-slate-800">{cost}</p>
              <Button tone="primary" size="md" onClick={() => void start()}>
                Yes, run both
              </Button>
              <Button tone="ghost" size="md" onClick={() => setStep('idle')}>
                Cancel
              </Button>
            </>
          ) : (
            <Button
              tone="primary"
              size="md"
              busy={step === 'running'}
              onClick={() => setStep('confirm')}
              icon={<Columns2 className="size-4" aria-hidden />}
            >
              {step === 'running' ? 'Running both prompts…' : 'Run both'}
            </Button>
          )}
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {step === 'running' ? 'Running both prompts…' : run ? 'Both answers are ready.' : ''}
      </p>
      {error && (
        <p
          role="alert"
          className="mt-4 flex items-start gap-2 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden /> {error}
        </p>
      )}
      {run && <RunResult run={run} modelLabel={modelLabel} />}
    </section>
  );
}

function RunResult({ run, modelLabel }: { run: RunBothResponse; modelLabel?: string }) {
  const [chosen, setChosen] = useState<RunBothWinner | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const outputs = [
    { label: 'Your prompt', text: run.original.output, tone: 'bg-rose-50 ring-rose-200' },
    { label: 'The rewrite', text: run.rewrite.output, tone: 'bg-emerald-50 ring-emerald-200' },
  ];

  const choose = async (winner: RunBothWinner) => {
    setSending(true);
    setError(null);
    try {
      await chooseRunBothWinner(run.runId, winner);
      setChosen(winner);
    } catch (e) {
      setError(explainCoachError(e).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="mt-4">
      <p className="text-sm text-slate-600">Both answered by {modelLabel ?? run.model}, with the same settings.</p>
      <div className="mt-2 grid gap-4 md:grid-cols-2">
        {outputs.map((o) => (
          <section key={o.label} aria-label={`Answer to ${o.label.toLowerCase()}`}>
            <h3 className="text-xs font-semibold uppercase text-slate-500">{o.label}</h3>
            {/* Plain text, never HTML: a model's answer is shown as it came. */}
            <pre
              className={`mt-1 whitespace-pre-wrap break-words rounded-xl p-3 font-sans text-sm text-slate-800 ring-1 ${o.tone}`}
            >
              {o.text}
            </pre>
          </section>
        ))}
      </div>
      <div aria-live="polite" className="mt-4">
        {chosen ? (
          <p className="font-semibold text-emerald-800">
            Thanks! Your choice helps us see when a rewrite really helps.
          </p>
        ) : (
          <fieldset>
            <legend className="font-bold text-slate-900">Which answer is better?</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {CHOICES.map((c) => (
                <Button key={c.winner} size="md" disabled={sending} onClick={() => void choose(c.winner)}>
                  {c.label}
                </Button>
              ))}
            </div>
          </fieldset>
        )}
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
