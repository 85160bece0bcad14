import { cn } from '@/lib/utils';

export function RoleColourClasses({ active }: { active: boolean }) {
  return (
    <div className="rounded-lg border border-border bg-surface p-4 text-sm">
      <p className={cn('text-sm', active ? 'hover:text-accent-light' : 'text-ink-muted')}>Red, stone and amber as words: text-stone</p>
      <span className={`px-2 ${active ? 'bg-scrim/70 shadow-scrim/50' : ''}`} />
    </div>
  );
}
