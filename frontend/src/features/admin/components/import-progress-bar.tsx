import * as ProgressPrimitive from '@radix-ui/react-progress';

/** The job's own progress, 0–100. */
export function ImportProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <ProgressPrimitive.Root value={value} max={100} aria-label={label} className="relative h-3 w-full overflow-hidden rounded-full bg-surface-raised">
      <ProgressPrimitive.Indicator
        className="h-full w-full bg-accent transition-transform duration-300"
        style={{ transform: `translateX(-${100 - value}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
