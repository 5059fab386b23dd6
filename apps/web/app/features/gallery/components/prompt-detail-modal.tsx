import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass, PlainIconButton } from '../../../components/ui/button';
import { useCopy } from '../../../lib/use-copy';
import { useModalDialog } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/field';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, Check, Copy, Eye, Gauge, Sparkles, Star, X } from 'lucide-react';
import {
  PROMPT_SECTION_HEADINGS,
  fillPlaceholders,
  findPlaceholders,
  lessonHref,
  libraryCategoryOf,
  parsePromptText,
  ratingSummary,
  type Prompt,
} from '@ai4n/shared';
import { lessonsQueryOptions } from '../../../lib/lessons';
import { usePrompt } from '../api/gallery-api';
import { FavoriteButton } from './prompt-card';
import { RatePrompt } from './rate-prompt';

const SECTION_TITLES: Record<string, string> = {
  CONTEXT: 'Context',
  ROLE: 'Role',
  'RESPONSE GUIDELINES': 'Response guidelines',
  'INFORMATION ABOUT USER': 'Information about you',
  'RESPONSE FORMAT': 'Response format',
  'CORE PROMPT': 'Core prompt',
  CRITERIA: 'Criteria',
  CONSTRAINTS: 'Constraints',
  EXAMPLES: 'Examples',
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * What the prompt teaches: the techniques it uses, with a link to the lesson that teaches them
 * (numbered as Prompt School numbers it; no link while the lessons load or if the lesson is gone).
 */
function WhyItWorks({ text, lessonId }: { text: string; lessonId: number | null }) {
  const { data: lessons } = useQuery({ ...lessonsQueryOptions(), enabled: lessonId !== null });
  const index = lessons?.findIndex((l) => l.id === lessonId) ?? -1;
  return (
    <section aria-labelledby="prompt-why-it-works" className="mt-6 rounded-xl bg-emerald-50 p-4">
      <h3 id="prompt-why-it-works" className="font-bold text-slate-900">
        Why it works
      </h3>
      <p className="mt-1 text-slate-700">{text}</p>
      {lessons && index >= 0 && (
        <Link
          to={lessonHref(lessons[index].id)}
          className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <BookOpen className="size-4" aria-hidden /> Learn it in Lesson {index + 1}: {lessons[index].title}
        </Link>
      )}
    </section>
  );
}

export function PromptDetailModal({
  summary,
  promptId,
  onClose,
  favorite,
  onToggleFavorite,
}: {
  summary: Prompt | undefined;
  promptId: string;
  onClose: () => void;
  favorite: boolean;
  onToggleFavorite: () => void;
}) {
  const dialog = useModalDialog();
  const { data: detail, isError } = usePrompt(promptId);
  const prompt = detail ?? summary;
  const blankId = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const { state: copyState, copy: copyText } = useCopy();
  const copied = copyState === 'copied';
  const copyError =
    copyState === 'blocked' ? 'Copying is blocked in this browser. Select the text and copy it by hand.' : null;

  const sections = prompt ? parsePromptText(prompt.prompt_text) : null;
  const placeholders = prompt ? findPlaceholders(prompt.prompt_text) : [];

  const copy = async () => {
    if (prompt) await copyText(fillPlaceholders(prompt.prompt_text, values));
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="prompt-dialog-title"
      onClose={onClose}
      className="m-auto max-h-[90vh] w-[min(56rem,94vw)] overflow-y-auto rounded-3xl p-0 backdrop:bg-slate-900/60"
    >
      {!prompt ? (
        <div className="p-8">
          <p role="alert">{isError ? 'This prompt is no longer available.' : 'Loading prompt...'}</p>
          <Button size="md" onClick={() => dialog.current?.close()} className="mt-4">
            Close
          </Button>
        </div>
      ) : (
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
                {libraryCategoryOf(prompt.category)?.name ?? prompt.category}
              </p>
              <h2 id="prompt-dialog-title" className="mt-1 text-2xl font-extrabold text-slate-900">
                {prompt.title}
              </h2>
              <p className="mt-2 text-slate-600">{prompt.description}</p>
              <p className="mt-2 flex items-center gap-3 text-sm text-slate-600">
                <span className="inline-flex items-center gap-1">
                  <Star
                    className={`size-4 text-amber-400 ${prompt.rating === null ? '' : 'fill-amber-400'}`}
                    aria-hidden
                  />
                  {ratingSummary(prompt.rating, prompt.ratingCount)}
                </span>
                <span className="inline-flex items-center gap-1">
                  <Eye className="size-4" aria-hidden /> {prompt.views} views
                </span>
                {/* A copy the browser kept from before prompts had a difficulty has none. */}
                {prompt.difficulty && (
                  <span className="inline-flex items-center gap-1">
                    <Gauge className="size-4" aria-hidden /> Difficulty: {capitalise(prompt.difficulty)}
                  </span>
                )}
              </p>
            </div>
            <div className="flex items-center gap-1">
              <FavoriteButton active={favorite} onToggle={onToggleFavorite} title={prompt.title} />
              <PlainIconButton
                label="Close"
                icon={X}
                iconClassName="size-5"
                onClick={() => dialog.current?.close()}
                className="rounded-full p-2 text-slate-600 hover:bg-slate-100"
              />
            </div>
          </div>

          {placeholders.length > 0 && (
            <fieldset className="mt-6 rounded-2xl bg-brand-50 p-5">
              <legend className="px-1 font-semibold text-slate-900">Fill in the blanks before you copy</legend>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                {placeholders.map((name, i) => (
                  <Field key={name} id={`${blankId}-${i}`} label={name}>
                    <Input
                      value={values[name] ?? ''}
                      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
                    />
                  </Field>
                ))}
              </div>
            </fieldset>
          )}

          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button
              tone="primary"
              size="md"
              onClick={copy}
              icon={copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
            >
              {copied ? 'Copied!' : 'Copy prompt'}
            </Button>
            <Link
              to={`/prompt-coach?from=${encodeURIComponent(prompt.id)}`}
              className={buttonClass({ tone: 'secondary', size: 'md' })}
            >
              <Sparkles className="size-4" aria-hidden /> Improve this prompt
            </Link>
            {copyError && (
              <p role="alert" className="text-sm text-red-700">
                {copyError}
              </p>
            )}
          </div>

          {sections && (
            <div className="mt-6 space-y-4">
              {PROMPT_SECTION_HEADINGS.map(([key, heading]) => {
                const body = sections[key];
                if (!body && !(key === 'role' && sections.expertiseAreas.length)) return null;
                return (
                  <section key={key} aria-label={SECTION_TITLES[heading]} className="rounded-xl bg-slate-50 p-4">
                    <h3 className="text-xs font-bold uppercase tracking-wide text-slate-500">{heading}</h3>
                    <p className="mt-1 whitespace-pre-line text-slate-800">{fillPlaceholders(body, values)}</p>
                    {key === 'role' && sections.expertiseAreas.length > 0 && (
                      <p className="mt-2 text-sm text-slate-700">
                        <span className="font-semibold">Expertise Areas:</span> {sections.expertiseAreas.join(', ')}
                      </p>
                    )}
                  </section>
                );
              })}
            </div>
          )}

          {prompt.example_use && (
            <div className="mt-6">
              <h3 className="font-bold text-slate-900">Example use</h3>
              <p className="mt-1 text-slate-700">{prompt.example_use}</p>
            </div>
          )}
          {prompt.whyItWorks && <WhyItWorks text={prompt.whyItWorks} lessonId={prompt.whyItWorksLesson} />}
          {prompt.makeItYours && (
            <div className="mt-6">
              <h3 className="font-bold text-slate-900">Make it yours</h3>
              <p className="mt-1 text-slate-700">{prompt.makeItYours}</p>
            </div>
          )}
          <RatePrompt promptId={prompt.id} />
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="All tags">
            {prompt.tags.map((t) => (
              <li key={t} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-800">
                {t}
              </li>
            ))}
            {prompt.business_types.map((b) => (
              <li key={b} className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs text-emerald-800">
                {b}
              </li>
            ))}
          </ul>
        </div>
      )}
    </dialog>
  );
}
