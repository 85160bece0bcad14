import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const Tabs = TabsPrimitive.Root;

/**
 * The tab row: tabs share the width while their labels fit, and the row scrolls sideways when they
 * do not (a phone), instead of printing labels over each other.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('flex w-full max-w-full overflow-x-auto rounded-lg bg-stone-800/70 p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'flex-1 shrink-0 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-stone-400 transition-colors',
        'data-[state=active]:bg-stone-950 data-[state=active]:text-amber-300 data-[state=active]:shadow',
        'focus-visible:outline-2 focus-visible:outline-amber-400',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-6 min-w-0 focus-visible:outline-none', className)} {...props} />;
}
