import { useEffect, useState } from 'react';
import { ChevronDown, RotateCcw } from 'lucide-react';
import {
  COACH_DIFFICULTIES,
  COACH_OUTPUT_LENGTHS,
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
import { withTyped, type TypedValues } from '../../../lib/defer-until-used';
import { EstimatePanel } from './estimate-panel';

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
  /** The form's id: its submit button (CoachActions) stands outside it. */
  id: string;
  onSubmit: (values: CoachFormValues) => void;
  /** Told whether the required fields are filled, as they change. */
  onValidChange: (valid: boolean) => void;
  /** Typed before this form's code loaded (deferUntilUsed): kept over a saved draft. */
  typed?: TypedValues;
}

export function CoachForm({
  models,
  model,
  onModelChange,
  offlineNote,
  id,
  onSubmit,
  onValidChange,
  typed = {},
}: CoachFormProps) {
  const [advanced, setAdvanced] = useState(false);
  // A target model picked before the code loaded was chosen too.
  const [startValues] = useState(() => ({ ...withTyped(EMPTY_FORM, typed), aiModelChosen: 'aiModel' in typed }));
  const form = useZodForm(CoachFormSchema, { defaultValues: EMPTY_FORM, mode: 'onChange' });
  const { register, reset, setValue, watch, formState } = form;
  // A select shows its starting value in the prerendered page too (react-hook-form sets it only once
  // its code runs): the spec's defaults from the first paint, and nothing taken for a choice.
  const choice = (name: 'tone' | 'outputLength' | 'difficulty' | 'aiModel', onChange?: () => void) => ({
    ...register(name, { onChange }),
    defaultValue: EMPTY_FORM[name],
  });

  // Restore what was typed before the code loaded, else the saved draft; then keep it saved as the visitor types.
  useEffect(() => {
    const typedFirst = hasContent(startValues);
    const draft = typedFirst ? startValues : coachDraft.get();
    if (hasContent(draft)) reset({ ...EMPTY_FORM, ...draft }, { keepDefaultValues: true });
    // What was typed before the code loaded is the draft now, also if nothing more is typed.
    if (typedFirst) coachDraft.set(startValues);
  }, [reset, startValues]);
  useEffect(() => {
    const subscription = watch((values) => coachDraft.set({ ...EMPTY_FORM, ...(values as CoachFormInput) }));
    return () => subscription.unsubscribe();
  }, [watch]);

  const values = watch();
  useEffect(() => onValidChange(formState.isValid), [formState.isValid, onValidChange]);
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
    <Form form={form} onSubmit={onSubmit} id={id} aria-label="Prompt Coach form" className="space-y-4">
      <h2 className="text-xl font-bold text-slate-900">Describe your prompt</h2>
      {MAIN_FIELDS.map(textField)}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="tone" id={f('tone')} label="Tone">
          <Select {...choice('tone')}>
            <SelectOptions values={COACH_TONES} label={capitalise} placeholder="Any tone" />
          </Select>
        </FormField>
        <FormField name="outputLength" id={f('outputLength')} label="Output length">
          <Select {...choice('outputLength')}>
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
            <Select {...choice('difficulty')}>
              <SelectOptions values={COACH_DIFFICULTIES} label={capitalise} />
            </Select>
          </FormField>
          <FormField name="aiModel" id={f('aiModel')} label="Target AI model">
            <Select {...choice('aiModel', () => setValue('aiModelChosen', true))}>
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

      <EstimatePanel values={values} />

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
    </Form>
  );
}
