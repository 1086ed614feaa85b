import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const tabTriggerClasses = cn(
  'inline-flex shrink-0 items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-muted transition-colors hover:text-fg',
  'data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm',
);

export type TabItem<T extends string> = {
  value: T;
  label: ReactNode;
  content: ReactNode;
  /** Keep the panel mounted while hidden (an editor or a running preview keeps its state). */
  keepMounted?: boolean;
  disabled?: boolean;
};

type TabsProps<T extends string> = {
  /** Names the tab list for screen readers ("Request", "Result"…). */
  label: string;
  value: T;
  onChange: (value: T) => void;
  items: readonly TabItem<T>[];
  /** Shown at the end of the tab row (Copy, Download…). */
  actions?: ReactNode;
  className?: string;
};

/**
 * The tab strip every tool uses (Radix: arrow keys, Home/End and ARIA roles built in). The strip
 * scrolls sideways on a narrow screen instead of wrapping into a second row.
 */
export function Tabs<T extends string>({ label, value, onChange, items, actions, className }: TabsProps<T>) {
  return (
    <RadixTabs.Root value={value} onValueChange={(v) => onChange(v as T)} className={cn('flex min-w-0 flex-col gap-3', className)}>
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-2">
        <RadixTabs.List aria-label={label} className="inline-flex max-w-full overflow-x-auto rounded-lg border border-border bg-surface-2 p-1">
          {items.map((item) => (
            <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={cn(tabTriggerClasses, 'disabled:opacity-50')}>
              {item.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {items.map((item) => (
        <RadixTabs.Content
          key={item.value}
          value={item.value}
          forceMount={item.keepMounted ? true : undefined}
          className="min-w-0 outline-none data-[state=inactive]:hidden"
        >
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
