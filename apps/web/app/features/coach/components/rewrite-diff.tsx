import { useId, useMemo, useRef, useState } from 'react';
import { BookOpen, Check, Copy, PenLine } from 'lucide-react';
import {
  applyChanges,
  diffPrompt,
  PROMPT_CRITERION_LABELS,
  type PromptChange,
  type PromptCriterion,
} from '@ai4n/shared/prompt-diff';
import { Button } from '../../../components/ui/button';
import { useCopy } from '../../../lib/use-copy';

const CHIP_TONES: Record<PromptCriterion, string> = {
  clarity: 'bg-sky-100 text-sky-900 ring-sky-200',
  specificity: 'bg-violet-100 text-violet-900 ring-violet-200',
  structure: 'bg-amber-100 text-amber-900 ring-amber-200',
};

export const COPY_BLOCKED = 'Copying is blocked in this browser. Your version is selected below: copy it by hand.';

/** Spaces and line breaks made visible, so a change that only adds a line break can be seen and clicked. */
const shown = (text: string) => text.replace(/\n/g, '↵\n');

function ChangeNumber({ n }: { n: number }) {
  return (
    <span className="mx-0.5 inline-flex size-5 items-center justify-center rounded-full bg-slate-700 align-text-top text-[11px] font-bold text-white">
      {n}
    </span>
  );
}

/** The prompt with every change in place: removed words struck through in red, added words in green. */
function MarkedText({
  segments,
  rejected,
}: {
  segments: ReturnType<typeof diffPrompt>['segments'];
  rejected: Set<number>;
}) {
  return (
    <p className="mt-3 whitespace-pre-wrap rounded-xl bg-white p-3 font-mono text-sm leading-7 text-slate-800 ring-1 ring-slate-200">
      {segments.map((s, i) =>
        s.type === 'same' ? (
          <span key={i}>{s.text}</span>
        ) : (
          <span key={i} className={rejected.has(s.change.number) ? 'opacity-50' : undefined}>
            <ChangeNumber n={s.change.number} />
            {s.change.removed && (
              <del className="rounded bg-rose-100 text-rose-800 decoration-rose-700">
                <span className="sr-only">removed: </span>
                {shown(s.change.removed)}
              </del>
            )}
            {s.change.added && (
              <ins className="rounded bg-emerald-100 text-emerald-900 no-underline">
                <span className="sr-only">added: </span>
                {shown(s.change.added)}
              </ins>
            )}
          </span>
        ),
      )}
    </p>
  );
}

function ChangeItem({
  change,
  accepted,
  onChoose,
}: {
  change: PromptChange;
  accepted: boolean;
  onChoose: (accepted: boolean) => void;
}) {
  const choice = (value: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={accepted === value}
      onClick={() => onChoose(value)}
      className={`rounded-lg px-3 py-1 text-sm font-semibold ring-1 ${
        accepted === value
          ? value
            ? 'bg-emerald-600 text-white ring-emerald-600'
            : 'bg-rose-600 text-white ring-rose-600'
          : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
      }`}
    >
      {label}
    </button>
  );
  return (
    <li aria-label={`Change ${change.number}`} className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2">
        <ChangeNumber n={change.number} />
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${CHIP_TONES[change.criterion]}`}>
          {PROMPT_CRITERION_LABELS[change.criterion]}
        </span>
        <span className="ml-auto flex gap-2" role="group" aria-label={`Keep change ${change.number}?`}>
          {choice(true, 'Accept')}
          {choice(false, 'Reject')}
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-700">{change.why}</p>
      {/* A new tab: leaving the page would lose the analysis. */}
      <a
        href={change.lesson.href}
        target="_blank"
        rel="noopener"
        className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        <BookOpen className="size-4" aria-hidden /> Lesson {change.lesson.id}: {change.lesson.title}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </li>
  );
}

/**
 * What the rewrite changed, word by word, each change tagged with the criterion it serves, why, and
 * the lesson that teaches it. Accepting or rejecting changes builds "your version".
 */
export function RewriteDiff({
  original,
  rewrite,
  onUseInForm,
}: {
  original: string;
  rewrite: string;
  onUseInForm?: (text: string) => void;
}) {
  const diff = useMemo(() => diffPrompt(original, rewrite), [original, rewrite]);
  const [rejected, setRejected] = useState<Set<number>>(() => new Set());
  const { state: copy, copy: copyText, reset: resetCopy } = useCopy();
  const versionBox = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const version = applyChanges(diff, (c) => !rejected.has(c.number));

  const choose = (n: number, accepted: boolean) => {
    setRejected((current) => {
      const next = new Set(current);
      if (accepted) next.delete(n);
      else next.add(n);
      return next;
    });
    resetCopy();
  };

  const copyVersion = async () => {
    if (await copyText(version)) return;
    versionBox.current?.focus();
    versionBox.current?.select();
  };

  if (diff.changes.length === 0)
    return (
      <section aria-labelledby={`${id}-heading`} className="mt-6">
        <h3 id={`${id}-heading`} className="font-bold text-slate-900">
          What changed and why
        </h3>
        <p className="mt-2 text-sm text-slate-700">The rewrite keeps your prompt word for word: nothing to review.</p>
      </section>
    );

  const count = diff.changes.length;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 id={`${id}-heading`} className="font-bold text-slate-900">
        What changed and why
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {count === 1 ? '1 change' : `${count} changes`}, each tagged with what it improves. All are accepted: reject any
        you do not want, and your version below updates.
      </p>
      <MarkedText segments={diff.segments} rejected={rejected} />
      <ol aria-label="Changes" className="mt-4 space-y-2">
        {diff.changes.map((change) => (
          <ChangeItem
            key={change.number}
            change={change}
            accepted={!rejected.has(change.number)}
            onChoose={(accepted) => choose(change.number, accepted)}
          />
        ))}
      </ol>
      <label htmlFor={`${id}-version`} className="mt-4 block font-bold text-slate-900">
        Your version
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {rejected.size === 0
          ? 'Every change accepted: this is the full rewrite.'
          : `${count - rejected.size} of ${count} changes accepted; rejected ones keep your original words.`}
      </p>
      <textarea
        id={`${id}-version`}
        ref={versionBox}
        readOnly
        value={version}
        rows={Math.min(14, version.split('\n').length + 1)}
        aria-describedby={`${id}-hint`}
        className="mt-2 w-full rounded-xl bg-white p-3 font-mono text-sm text-slate-800 ring-1 ring-slate-300"
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          tone="secondary"
          size="md"
          onClick={() => void copyVersion()}
          icon={copy === 'copied' ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
        >
          Copy your version
        </Button>
        {onUseInForm && (
          <Button
            tone="primary"
            size="md"
            onClick={() => onUseInForm(version)}
            icon={<PenLine className="size-4" aria-hidden />}
          >
            Use in the form
          </Button>
        )}
        <span role="status" className="text-sm font-semibold">
          {copy === 'copied' && <span className="text-emerald-700">Copied</span>}
          {copy === 'blocked' && <span className="text-rose-800">{COPY_BLOCKED}</span>}
        </span>
      </div>
    </section>
  );
}
