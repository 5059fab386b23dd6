import { createContext, useContext, useLayoutEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { Search } from 'lucide-react';

/**
 * Form controls. `light` is the site's and the console's look; `dark` is for forms on a dark
 * background (the support form in the footer).
 */
const THEMES = {
  light: {
    label: 'block text-sm font-medium text-slate-700',
    control:
      'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-500 aria-[invalid=true]:border-red-500',
    hint: 'text-xs text-slate-500',
    error: 'text-sm text-red-700',
    required: 'text-red-600',
  },
  dark: {
    label: 'block text-sm font-medium text-slate-200',
    control:
      'rounded-lg border border-slate-600 bg-slate-800 px-3 py-2 text-white placeholder:text-slate-400 focus:border-brand-500 aria-[invalid=true]:border-red-400',
    hint: 'text-xs text-slate-400',
    error: 'text-sm text-red-300',
    required: 'text-red-300',
  },
} as const;

export type FieldTheme = keyof typeof THEMES;

/** A form control sized to its content, for filter bars. */
export const filterClass: string = THEMES.light.control;
/** A form control across its container. */
export const inputClass = `w-full ${filterClass}`;
export const labelClass = THEMES.light.label;

/** What a Field tells the control inside it: its id, what describes it, whether it is invalid. */
interface FieldState {
  id: string;
  describedBy?: string;
  invalid: boolean;
  required: boolean;
  theme: FieldTheme;
}
const FieldContext = createContext<FieldState | null>(null);

export const fieldIds = (id: string) => ({ hint: `${id}-hint`, error: `${id}-error` });

/** A field's error message, announced when it appears. */
export function FieldError({
  id,
  message,
  theme = 'light',
  className = 'mt-1',
}: {
  id: string;
  message?: string;
  theme?: FieldTheme;
  className?: string;
}) {
  return message ? (
    <p id={id} className={`${THEMES[theme].error} ${className}`} role="alert">
      {message}
    </p>
  ) : null;
}

export interface FieldProps {
  /** The control's id: the label points at it, the hint and error are `{id}-hint` and `{id}-error`. */
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** `below` (default) shows the hint under the control while there is no error; `above` under the label, always. */
  hintPlacement?: 'above' | 'below';
  error?: string;
  theme?: FieldTheme;
  className?: string;
  children: ReactNode;
}

/**
 * A labelled form field: the label (an asterisk hidden from speech when required), the control,
 * the hint and then the error. The Input, Select or Textarea inside takes its id, aria-invalid and
 * aria-describedby from here.
 */
export function Field({
  id,
  label,
  required = false,
  hint,
  hintPlacement = 'below',
  error,
  theme = 'light',
  className = '',
  children,
}: FieldProps) {
  const ids = fieldIds(id);
  const hintShown = hint !== undefined && hint !== null && hint !== '' && (hintPlacement === 'above' || !error);
  const describedBy = [hintShown ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
  const style = THEMES[theme];
  const hintNode = hintShown ? (
    <p id={ids.hint} className={`${style.hint} ${hintPlacement === 'below' ? 'mt-1' : ''}`}>
      {hint}
    </p>
  ) : null;
  return (
    <div className={className}>
      <label htmlFor={id} className={style.label}>
        {label}
        {required && (
          <span className={style.required} aria-hidden>
            {' '}
            *
          </span>
        )}
      </label>
      {hintPlacement === 'above' && hintNode}
      <FieldContext.Provider value={{ id, describedBy, invalid: Boolean(error), required, theme }}>
        <div className="mt-1">{children}</div>
      </FieldContext.Provider>
      {hintPlacement === 'below' && hintNode}
      <FieldError id={ids.error} message={error} theme={theme} />
    </div>
  );
}

/** The props a control takes from its Field; its own props win. */
function useFieldProps<
  P extends {
    id?: string;
    'aria-describedby'?: string;
    'aria-invalid'?: ComponentProps<'input'>['aria-invalid'];
    'aria-required'?: ComponentProps<'input'>['aria-required'];
  },
>(props: P) {
  const field = useContext(FieldContext);
  return {
    theme: field?.theme ?? 'light',
    props: {
      ...props,
      id: props.id ?? field?.id,
      'aria-describedby': props['aria-describedby'] ?? field?.describedBy,
      'aria-invalid': props['aria-invalid'] ?? (field?.invalid ? true : undefined),
      'aria-required': props['aria-required'] ?? (field?.required ? true : undefined),
    },
  };
}

interface ControlLook {
  /** Sized to its content, for filter bars (`filterClass`), instead of the full width. */
  compact?: boolean;
}
const controlClass = (theme: FieldTheme, compact: boolean | undefined, className = '') =>
  `${compact ? '' : 'w-full '}${THEMES[theme].control} ${className}`.trim();

/** The controls: in a Field each is wired to the label, hint and error. `ref` (react-hook-form's register) is a prop. */
export function Input({ compact, className, ref, ...rest }: ComponentProps<'input'> & ControlLook) {
  const { theme, props } = useFieldProps(rest);
  return <input {...props} ref={ref} className={controlClass(theme, compact, className)} />;
}

export function Select({ compact, className, ref, ...rest }: ComponentProps<'select'> & ControlLook) {
  const { theme, props } = useFieldProps(rest);
  return <select {...props} ref={ref} className={controlClass(theme, compact, className)} />;
}

export function Textarea({ compact, className, ref, ...rest }: ComponentProps<'textarea'> & ControlLook) {
  const { theme, props } = useFieldProps(rest);
  return <textarea {...props} ref={ref} className={controlClass(theme, compact, className)} />;
}

/** The options of a select, one a value; `placeholder` is an empty first choice ('Select a ...'). */
export function SelectOptions<V extends string>({
  values,
  label = (v) => v,
  placeholder,
}: {
  values: readonly V[];
  label?: (value: V) => string;
  placeholder?: string;
}) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {values.map((v) => (
        <option key={v} value={v}>
          {label(v)}
        </option>
      ))}
    </>
  );
}

/** A filter bar's select, named by `label`: the 'all' choice, then one option a value. */
export function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  all,
  allValue = '',
  options,
  optionLabel = (v) => v,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The text of the choice that filters nothing, e.g. 'All categories'. */
  all: string;
  allValue?: string;
  options: readonly V[];
  optionLabel?: (value: V) => string;
}) {
  return (
    <select aria-label={label} className={filterClass} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value={allValue}>{all}</option>
      <SelectOptions values={options} label={optionLabel} />
    </select>
  );
}

/** The search field of a filter bar, named by `label`; the placeholder defaults to the label with '...'. `className` sets its width. */
export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
  className = 'min-w-56',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  // What a visitor typed into the prerendered box before its code ran is theirs: taken up once live.
  useLayoutEffect(() => {
    const typed = input.current?.value ?? value;
    if (typed !== value) onChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the box goes live
  }, []);
  return (
    <div className={`relative flex-1 ${className}`}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <input
        ref={input}
        type="search"
        aria-label={label}
        placeholder={placeholder ?? `${label}...`}
        className={`${inputClass} pl-9`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
