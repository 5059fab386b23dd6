import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * A row of pill-shaped tabs for one panel (the page shows the selected tab's content in the panel
 * `{idPrefix}-panel`): arrow keys move and select, Home and End go to the ends, and only the
 * selected tab is in the tab order.
 */
export function PillTabs<Id extends string>({
  label,
  tabs,
  active,
  onSelect,
  idPrefix,
  tabLabel,
  look,
}: {
  label: string;
  tabs: readonly Id[];
  active: Id;
  onSelect: (id: Id) => void;
  /** Tab `t` is `{idPrefix}-tab-{t}`; the panel is `{idPrefix}-panel`. */
  idPrefix: string;
  tabLabel: (id: Id) => ReactNode;
  /** The classes of a tab, selected or not. */
  look: (selected: boolean) => string;
}) {
  const refs = useRef<Partial<Record<Id, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(active);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key] + tabs.length) % tabs.length];
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="mt-10 flex flex-wrap justify-center gap-2">
      {tabs.map((id) => (
        <button
          key={id}
          ref={(el) => {
            refs.current[id] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${id}`}
          aria-selected={active === id}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={active === id ? 0 : -1}
          onClick={() => onSelect(id)}
          onKeyDown={onKeyDown}
          className={look(active === id)}
        >
          {tabLabel(id)}
        </button>
      ))}
    </div>
  );
}
