import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';

const looks = {
  /** A page's own bar: the chosen tab filled with the brand gradient (the profile). */
  brand: {
    // More tabs than the column is wide scroll sideways rather than widening the page under the side panel.
    list: 'flex gap-0.5 overflow-x-auto rounded-2xl border border-border bg-surface p-1 [scrollbar-width:none] sm:gap-1',
    trigger:
      'min-w-0 flex-auto rounded-xl px-1 py-2 text-[0.66rem] font-bold whitespace-nowrap text-fg-muted transition-colors hover:text-fg data-[state=active]:bg-brand-gradient data-[state=active]:text-white data-[state=active]:shadow-md sm:px-3 sm:text-sm sm:tracking-wide',
  },
  /** A quiet switch between two ways of doing one thing, inside a dialog. */
  segmented: {
    list: 'flex gap-1 rounded-xl bg-surface-muted p-1',
    trigger:
      'flex-1 rounded-lg py-2 text-sm font-semibold text-fg-muted data-[state=active]:bg-surface-strong data-[state=active]:text-fg data-[state=active]:shadow-sm',
  },
};

export interface PanelTab<T extends string> {
  value: T;
  label: ReactNode;
  panel: ReactNode;
}

interface PanelTabsProps<T extends string> {
  tabs: readonly PanelTab<T>[];
  look: keyof typeof looks;
  /** The tab list's name, when the page around it does not already say what the tabs are. */
  label?: string;
  /** Controlled (the profile keeps its tab in the address) or left to itself from `defaultValue`. */
  value?: T;
  defaultValue?: T;
  onValueChange?: (value: string) => void;
  className?: string;
}

/** Tabs over panels; a panel is drawn only while its tab is chosen. */
export function PanelTabs<T extends string>({ tabs, look, label, className, ...state }: PanelTabsProps<T>) {
  return (
    <Tabs.Root {...state} className={className}>
      <Tabs.List aria-label={label} className={looks[look].list}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={looks[look].trigger}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          {tab.panel}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
