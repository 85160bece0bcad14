import { createContext, useContext, useId, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * Tabs after the WAI-ARIA tabs pattern: a `tablist` of `tab` buttons, one `tabpanel` shown at a time
 * (the others are not rendered), arrow keys, Home and End moving between tabs and selecting them, and
 * only the selected tab in the Tab order. The API is Radix's (`Tabs value|defaultValue onValueChange`,
 * `TabsTrigger value`, `TabsContent value`, `data-state="active|inactive"`), which the shop used before;
 * written here because Radix's tabs brought its roving-focus code and, through the chunk it shares with
 * the dropdown menu, 31 kB gzip of script to the creator page and the feed (docs/decisions/frontend-structure.md).
 */
interface TabsState {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(component: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`<${component}> must be inside <Tabs>`);
  return state;
}

/** The id of a tab or of its panel, derived from the value (ids cannot hold spaces). */
const elementId = (baseId: string, kind: 'tab' | 'panel', value: string) => `${baseId}-${kind}-${value.replace(/\s+/g, '-')}`;

interface TabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> {
  /** The selected tab, when the caller keeps it (with onValueChange). */
  value?: string;
  /** The tab selected first, when the tabs keep it themselves. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  children?: ReactNode;
}

export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const selected = value ?? ownValue;
  const select = (next: string) => {
    if (next === selected) return;
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value: selected, select }}>
      <div {...props} />
    </TabsContext.Provider>
  );
}

/** The next enabled tab in the list from `current` for the key pressed, or undefined for other keys. */
function tabForKey(tabs: HTMLButtonElement[], current: HTMLButtonElement, key: string): HTMLButtonElement | undefined {
  const enabled = tabs.filter((tab) => !tab.disabled);
  const index = enabled.indexOf(current);
  if (key === 'ArrowRight') return enabled[(index + 1) % enabled.length];
  if (key === 'ArrowLeft') return enabled[(index - 1 + enabled.length) % enabled.length];
  if (key === 'Home') return enabled[0];
  if (key === 'End') return enabled.at(-1);
  return undefined;
}

/**
 * The tab row: tabs share the width while their labels fit, and the row scrolls sideways when they
 * do not (a phone), instead of printing labels over each other.
 */
export function TabsList({ className, onKeyDown, ...props }: HTMLAttributes<HTMLDivElement>) {
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const current = event.target;
    if (event.defaultPrevented || !(current instanceof HTMLButtonElement) || current.getAttribute('role') !== 'tab') return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const next = tabForKey(tabs, current, event.key);
    if (!next) return;
    event.preventDefault();
    next.focus();
    // Selection follows focus, as Radix's default "automatic" activation did.
    next.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('flex w-full max-w-full overflow-x-auto rounded-lg bg-surface-raised/70 p-1', className)}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

interface TabsTriggerProps extends Omit<HTMLAttributes<HTMLButtonElement>, 'onClick'> {
  value: string;
  disabled?: boolean;
}

export function TabsTrigger({ value, className, disabled, ...props }: TabsTriggerProps) {
  const { baseId, value: selected, select } = useTabs('TabsTrigger');
  const active = value === selected;
  return (
    <button
      type="button"
      role="tab"
      id={elementId(baseId, 'tab', value)}
      aria-controls={elementId(baseId, 'panel', value)}
      aria-selected={active}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      disabled={disabled}
      onClick={() => select(value)}
      className={cn(
        'flex-1 shrink-0 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-ink-muted transition-colors',
        'data-[state=active]:bg-canvas data-[state=active]:text-accent-light data-[state=active]:shadow',
        'focus-visible:outline-2 focus-visible:outline-accent-bright',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ value, className, ...props }: HTMLAttributes<HTMLDivElement> & { value: string }) {
  const { baseId, value: selected } = useTabs('TabsContent');
  if (value !== selected) return null;
  return (
    <div
      role="tabpanel"
      id={elementId(baseId, 'panel', value)}
      aria-labelledby={elementId(baseId, 'tab', value)}
      data-state="active"
      tabIndex={0}
      className={cn('mt-6 min-w-0 focus-visible:outline-none', className)}
      {...props}
    />
  );
}
