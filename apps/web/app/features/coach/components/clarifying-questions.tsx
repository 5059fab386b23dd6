import { useId } from 'react';
import { MessageCircleQuestion, Sparkles } from 'lucide-react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { Form, FormError, FormField, useZodForm } from '../../../components/ui/form';

/** A question as the card asks it: the rubric's (ClarifyingQuestion), or one that came with the grade. */
export interface AskedQuestion {
  id: string;
  question: string;
  hint: string;
}

/** How long one answer may be: a product, an offer, a date, a next step. */
export const ANSWER_MAX = 200;

export const ANSWER_ONE = 'Answer at least one question, or skip the questions.';

const AnswersSchema = z
  .object({
    answers: z.array(z.string().trim().max(ANSWER_MAX, `Keep each answer under ${ANSWER_MAX} characters`)),
  })
  .refine((values) => values.answers.some(Boolean), { message: ANSWER_ONE, path: ['root'] });

type Answers = z.input<typeof AnswersSchema>;

/**
 * "Before we rewrite: a few questions" (issue 29, part 5; lesson 4's "ask me questions first"):
 * one labelled input per question, its hint as the description. "Use my answers" gives the
 * answers by question id (blank ones left out); nothing is sent anywhere.
 */
export function ClarifyingQuestions({
  questions,
  initial = {},
  onUse,
  onSkip,
}: {
  questions: AskedQuestion[];
  /** Answers given before, when the learner comes back to change them. */
  initial?: Record<string, string>;
  onUse: (answers: Record<string, string>) => void;
  onSkip: () => void;
}) {
  const id = useId();
  const form = useZodForm(AnswersSchema, {
    defaultValues: { answers: questions.map((q) => initial[q.id] ?? '') } satisfies Answers,
  });
  const rootError = (form.formState.errors as { root?: { message?: string } }).root?.message;

  const use = ({ answers }: z.output<typeof AnswersSchema>) =>
    onUse(Object.fromEntries(questions.flatMap((q, i) => (answers[i] ? [[q.id, answers[i]]] : []))));

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 rounded-2xl bg-sky-50 p-4 ring-1 ring-sky-200">
      <h3 id={`${id}-heading`} className="flex items-center gap-2 font-bold text-slate-900">
        <MessageCircleQuestion className="size-5 text-sky-700" aria-hidden /> Before we rewrite: a few questions
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Your prompt leaves out details only you know. Answer what you can and the rewrite will use your answers instead
        of guessing (lesson 4: ask me questions first). Your answers stay in this browser.
      </p>
      <Form form={form} onSubmit={use} aria-label="Answer the questions" className="mt-3 space-y-3">
        {questions.map((q, i) => (
          <FormField
            key={q.id}
            name={`answers.${i}`}
            id={`${id}-${i}`}
            label={q.question}
            hint={q.hint}
            hintPlacement="above"
          >
            <Input maxLength={ANSWER_MAX} autoComplete="off" {...form.register(`answers.${i}`)} />
          </FormField>
        ))}
        <FormError message={rootError} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" tone="primary" size="md" icon={<Sparkles className="size-4" aria-hidden />}>
            Use my answers
          </Button>
          <Button tone="link" size="inline" onClick={onSkip}>
            Skip the questions
          </Button>
        </div>
      </Form>
    </section>
  );
}
