import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Loader2, type LucideIcon } from 'lucide-react';

/** Colours (primary to ghost are the console's); `link` is a text button that reads as a link (an action, not a navigation). */
export const BUTTON_TONES = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/50',
  secondary: 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 disabled:text-slate-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/50',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-300',
  /** The call to pay: stands out from the brand colour. */
  accent: 'bg-amber-500 text-slate-900 hover:bg-amber-400 disabled:opacity-50',
  /** A placeholder while something is checked (always disabled). */
  muted: 'bg-slate-200 text-slate-600',
  link: 'text-brand-700 hover:underline disabled:opacity-50',
} as const;

/** `sm` is the console's button; `md` and `lg` the public pages' larger ones; `inline` has no padding (link tone). */
export const BUTTON_SIZES = {
  sm: 'gap-1.5 rounded-lg px-3 py-2 text-sm',
  md: 'gap-2 rounded-lg px-4 py-2',
  lg: 'gap-2 rounded-xl px-5 py-3',
  inline: 'gap-1 text-sm',
} as const;

export type ButtonTone = keyof typeof BUTTON_TONES;
export type ButtonSize = keyof typeof BUTTON_SIZES;

/** The button look as a class string, for a link that must look like a button. */
export function buttonClass({
  tone = 'secondary',
  size = 'sm',
  className = '',
}: { tone?: ButtonTone; size?: ButtonSize; className?: string } = {}) {
  return `inline-flex items-center justify-center font-semibold disabled:cursor-not-allowed ${BUTTON_SIZES[size]} ${BUTTON_TONES[tone]} ${className}`.trim();
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  tone?: ButtonTone;
  size?: ButtonSize;
  /** A save under way: the button is disabled and shows a spinner (in place of `icon`). */
  busy?: boolean;
  /** A leading icon, replaced by the spinner while busy. */
  icon?: ReactNode;
};

export function Button({
  tone = 'secondary',
  size = 'sm',
  busy = false,
  icon,
  children,
  className = '',
  ...props
}: ButtonProps) {
  return (
    <button
      type="button"
      {...props}
      disabled={props.disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass({ tone, size, className })}
    >
      {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : icon}
      {children}
    </button>
  );
}

/**
 * An icon-only button drawn entirely by the caller's classes (a dialog's close, back to top);
 * `label` is its accessible name.
 */
export function PlainIconButton({
  label,
  icon: Icon,
  iconClassName = 'size-4',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string; icon: LucideIcon; iconClassName?: string }) {
  return (
    <button type="button" aria-label={label} {...props}>
      <Icon className={iconClassName} aria-hidden />
    </button>
  );
}

/** A small icon-only button; `label` is its accessible name and tooltip. */
export function IconButton({
  label,
  children,
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      {...props}
      className={`rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-40 ${className}`}
    >
      {children}
    </button>
  );
}
