import { useEffect, useId, useState } from 'react';
import { ChevronDown, Lock, RotateCcw, Sparkles } from 'lucide-react';
import {
  COACH_DIFFICULTIES,
  COACH_OUTPUT_LENGTHS,
  COACH_PRICE_USD,
  COACH_TARGET_MODELS,
  COACH_TONES,
  CoachFormSchema,
  type CoachForm as CoachFormInput,
  type CoachFormValues,
  type CoachModel,
} from '@ai4n/shared';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select, SelectOptions, Textarea } from '../../../components/ui/field';
import { Form, FormField, useZodForm } from '../../../components/ui/form';
import { coachDraft, EMPTY_FORM, hasContent } from '../lib/coach-draft';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One option a choice, showing its label. */
function LabelledOptions({ options }: { options: ReadonlyArray<{ value: string; label: string }> }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}

/** A free-text field: a textarea of `rows` lines, or else a one-line input. */
interface TextFieldSpec {
  name: keyof CoachFormInput;
  label: string;
  hint: string;
  required?: boolean;
  rows?: number;
}

const MAIN_FIELDS: TextFieldSpec[] = [
  { name: 'goal', label: 'Goal', required: true, hint: 'What should the AI produce?', rows: 2 },
  { name: 'role', label: 'Role', required: true, hint: 'Who should the AI be? e.g. an experienced copywriter' },
  { name: 'context', label: 'Context', required: true, hint: 'Your situation, business or background', rows: 3 },
  { name: 'targetAudience', label: 'Target audience', required: true, hint: 'Who will read the result?' },
];

const FORMAT_FIELD: TextFieldSpec = {
  name: 'format',
  label: 'Format',
  hint: 'e.g. 5 bullet points, an email with a subject line',
};

const ADVANCED_FIELDS: TextFieldSpec[] = [
  { name: 'successCriteria', label: 'Success criteria', hint: 'What must a good answer achieve?', rows: 2 },
  { name: 'examples', label: 'Examples', hint: 'A short sample of what you like', rows: 2 },
  { name: 'constraints', label: 'Constraints', hint: 'What should the AI avoid?', rows: 2 },
];

export interface CoachFormProps {
  models: CoachModel[];
  model: string | undefined;
  onModelChange: (name: string) => void;
  /** Shown under the model choice, e.g. that the offline check uses no credit. */
  offlineNote?: string | null;
  loading: boolean;
  /** 'checking' until the server has answered what the visitor may do: no submit is offered then. */
  access: 'checking' | 'open' | 'payment-required';
  onSubmit: (values: CoachFormValues) => void;
  onUnlock: () => void;
}

export function CoachForm({
  models,
  model,
  onModelChange,
  offlineNote,
  loading,
  access,
  onSubmit,
  onUnlock,
}: CoachFormProps) {
  const id = useId();
  const [advanced, setAdvanced] = useState(false);
  const form = useZodForm(CoachFormSchema, { defaultValues: EMPTY_FORM, mode: 'onChange' });
  const { register, reset, watch, formState } = form;

  // Restore the draft after hydration, then keep it saved as the visitor types.
  useEffect(() => {
    const draft = coachDraft.get();
    if (hasContent(draft)) reset({ ...EMPTY_FORM, ...draft }, { keepDefaultValues: true });
  }, [reset]);
  useEffect(() => {
    const subscription = watch((values) => coachDraft.set({ ...EMPTY_FORM, ...(values as CoachFormInput) }));
    return () => subscription.unsubscribe();
  }, [watch]);

  const values = watch();
  const f = (name: keyof CoachFormInput) => `${id}-${name}`;
  const textField = ({ name, label, hint, required, rows }: TextFieldSpec) => (
    <FormField key={name} name={name} id={f(name)} label={label} required={required} hint={hint} hintPlacement="above">
      {rows ? (
        <Textarea rows={rows} required={required} {...register(name)} />
      ) : (
        <Input required={required} {...register(name)} />
      )}
    </FormField>
  );

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-label="Prompt Coach form"
      className="space-y-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-xl font-bold text-slate-900">Describe your prompt</h2>
      {MAIN_FIELDS.map(textField)}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="tone" id={f('tone')} label="Tone">
          <Select {...register('tone')}>
            <SelectOptions values={COACH_TONES} label={capitalise} placeholder="Any tone" />
          </Select>
        </FormField>
        <FormField name="outputLength" id={f('outputLength')} label="Output length">
          <Select {...register('outputLength')}>
            <option value="">Any length</option>
            <LabelledOptions options={COACH_OUTPUT_LENGTHS} />
          </Select>
        </FormField>
      </div>
      {textField(FORMAT_FIELD)}

      <Button
        tone="link"
        size="inline"
        aria-expanded={advanced}
        aria-controls={`${id}-advanced`}
        onClick={() => setAdvanced((a) => !a)}
      >
        <ChevronDown className={`size-4 transition-transform ${advanced ? 'rotate-180' : ''}`} aria-hidden />
        {advanced ? 'Hide advanced options' : 'Show advanced options'}
      </Button>
      <div id={`${id}-advanced`} hidden={!advanced} className="space-y-4 rounded-2xl bg-slate-50 p-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="difficulty" id={f('difficulty')} label="Difficulty">
            <Select {...register('difficulty')}>
              <SelectOptions values={COACH_DIFFICULTIES} label={capitalise} />
            </Select>
          </FormField>
          <FormField name="aiModel" id={f('aiModel')} label="Target AI model">
            <Select {...register('aiModel')}>
              <LabelledOptions options={COACH_TARGET_MODELS} />
            </Select>
          </FormField>
        </div>
        {ADVANCED_FIELDS.map(textField)}
      </div>

      {models.length > 1 && (
        <Field id={`${id}-model`} label="AI model for feedback" hint={offlineNote ?? undefined} hintPlacement="above">
          <Select value={model} onChange={(e) => onModelChange(e.target.value)}>
            <LabelledOptions options={models.map((m) => ({ value: m.name, label: m.label }))} />
          </Select>
        </Field>
      )}

      <div className="flex flex-wrap gap-3 pt-2">
        {access === 'checking' ? (
          <Button tone="muted" size="lg" busy>
            Checking your access…
          </Button>
        ) : access === 'payment-required' ? (
          <Button tone="accent" size="lg" onClick={onUnlock} icon={<Lock className="size-4" aria-hidden />}>
            Unlock Advanced Coaching - ${COACH_PRICE_USD}
          </Button>
        ) : (
          <Button
            type="submit"
            tone="primary"
            size="lg"
            busy={loading}
            disabled={!formState.isValid}
            icon={<Sparkles className="size-4" aria-hidden />}
          >
            {loading ? 'Getting Feedback...' : 'Get Feedback'}
          </Button>
        )}
        {hasContent(values) && (
          <Button
            size="lg"
            icon={<RotateCcw className="size-4" aria-hidden />}
            onClick={() => {
              reset(EMPTY_FORM);
              coachDraft.set(null);
            }}
          >
            Reset Form
          </Button>
        )}
      </div>
    </Form>
  );
}
