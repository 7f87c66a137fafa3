import { useRef, type KeyboardEvent } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/cn';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

interface TabsProps<T extends string> {
  /** Prefix for the ids that tie each tab to its panel (see `tabPanelProps`). */
  idPrefix: string;
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

export const tabIdOf = (prefix: string, value: string) => `${prefix}-tab-${value}`;
export const panelIdOf = (prefix: string, value: string) => `${prefix}-panel-${value}`;

/**
 * Props for the panel of the selected tab. A panel that starts with a control is not a Tab stop of its own
 * (WAI-ARIA tabs: Tab goes from the tab to the panel's first control); one that starts with text is, and
 * shows its focus (issue 24: an invisible stop between the tabs and the input).
 */
export function tabPanelProps(prefix: string, value: string, { startsWithControl = false } = {}) {
  return {
    role: 'tabpanel',
    id: panelIdOf(prefix, value),
    'aria-labelledby': tabIdOf(prefix, value),
    ...(startsWithControl ? {} : { tabIndex: 0 }),
  } as const;
}

/** The focus ring of a panel that is a Tab stop. */
export const tabPanelFocusClass =
  'rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-midnight-green';

// WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs; only the selected
// tab is in the Tab order. Tabs that do not fit on one line wrap to the next (a long Tamil label at 390 px),
// so every tab stays in view: none hides past the edge of a scrolling strip.
export function Tabs<T extends string>({ idPrefix, label, items, value, onChange, className }: TabsProps<T>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  // A prerendered page's tabs cannot switch before hydration (see Button).
  const hydrated = useHydrated();

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onChange(item.value);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn('flex flex-wrap gap-1 rounded-lg bg-nyanza p-1', className)}
    >
      {items.map((item, index) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabIdOf(idPrefix, item.value)}
            aria-selected={selected}
            aria-controls={panelIdOf(idPrefix, item.value)}
            tabIndex={selected ? 0 : -1}
            aria-disabled={hydrated ? undefined : true}
            onClick={() => onChange(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'flex-1 rounded-md px-3 py-2 text-center text-sm font-medium transition-colors',
              selected
                ? 'bg-white text-midnight-green shadow-sm'
                : 'text-ink-muted hover:text-midnight-green',
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
