import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** A list of short texts, each behind the same small icon; `children` go before the items (e.g. an empty note). */
export function IconList({
  items,
  icon: Icon,
  iconClassName,
  className,
  itemClassName = '',
  children,
}: {
  items: readonly string[];
  icon: LucideIcon;
  /** size and colour of the icon, e.g. 'size-5 text-brand-600' */
  iconClassName: string;
  className: string;
  itemClassName?: string;
  children?: ReactNode;
}) {
  return (
    <ul className={className}>
      {children}
      {items.map((item) => (
        <li key={item} className={`flex gap-2 ${itemClassName}`.trim()}>
          <Icon className={`mt-0.5 shrink-0 ${iconClassName}`} aria-hidden /> {item}
        </li>
      ))}
    </ul>
  );
}
