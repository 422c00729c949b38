import * as RadixTabs from '@radix-ui/react-tabs';
import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import './tabs.css';

/** Tabs (Radix): arrow keys move between tabs, each panel is labelled by its tab. */
export function Tabs({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.Root>) {
  return <RadixTabs.Root {...props} className={clsx('ui-tabs', className)} />;
}

export interface TabsListProps extends ComponentPropsWithoutRef<typeof RadixTabs.List> {
  /** Tabs share the full width equally. */
  stretch?: boolean;
}

export function TabsList({ className, stretch = false, ...props }: TabsListProps) {
  return (
    <RadixTabs.List
      {...props}
      className={clsx('ui-tabs__list', stretch && 'ui-tabs__list--stretch', className)}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger {...props} className={clsx('ui-tabs__trigger', className)} />;
}

export function TabsContent({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.Content>) {
  return <RadixTabs.Content {...props} className={clsx('ui-tabs__content', className)} />;
}
