import { cn } from '@/lib/utils';

export function RawPaletteClasses({ active }: { active: boolean }) {
  return (
    <div className="rounded-lg border border-stone-800 bg-surface p-4">
      <p className={cn('text-sm', active ? 'hover:text-amber-300' : 'text-ink-muted')}>Raw shades</p>
      <span className={`px-2 ${active ? 'bg-black/70' : ''}`} />
    </div>
  );
}
