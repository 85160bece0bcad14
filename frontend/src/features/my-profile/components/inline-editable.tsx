import { Pencil } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';

interface InlineEditableProps {
  label: string;
  value: string | null;
  placeholder: string;
  multiline?: boolean;
  maxLength: number;
  /** Resolves true when saved; the field then closes. */
  onSave: (value: string) => Promise<boolean>;
  className?: string;
  children: React.ReactNode;
}

/**
 * View ↔ inline edit: for a single line Enter saves and Escape cancels; for the bio
 * (multiline) Escape cancels and Save (or Ctrl/⌘+Enter) saves. Trimming happens on save.
 */
export function InlineEditable({ label, value, placeholder, multiline = false, maxLength, onSave, className, children }: InlineEditableProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (draft === null || saving) return;
    setSaving(true);
    const saved = await onSave(draft);
    setSaving(false);
    if (saved) setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setDraft(null);
    } else if (event.key === 'Enter' && (!multiline || event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      void save();
    }
  };

  if (draft === null) {
    return (
      <div className={cn('group flex min-w-0 items-start gap-2', className)}>
        {children}
        <button
          type="button"
          aria-label={`Edit ${label}`}
          onClick={() => setDraft(value ?? '')}
          className="mt-1 shrink-0 rounded p-1 text-ink-faint hover:text-accent-light focus-visible:outline-2 focus-visible:outline-accent-bright"
        >
          <Pencil aria-hidden className="size-3.5" />
        </button>
      </div>
    );
  }
  const common = {
    'aria-label': label,
    value: draft,
    maxLength,
    placeholder,
    autoFocus: true,
    disabled: saving,
    onKeyDown,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setDraft(event.target.value),
    className: 'w-full rounded-md border border-border-strong bg-surface px-2 py-1 text-ink focus:border-accent-bright focus:outline-none',
  };
  return (
    <div className={cn('grid min-w-0 gap-1', className)}>
      {multiline ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
      <div className="flex gap-2 text-xs">
        <button type="button" onClick={() => void save()} disabled={saving} className="rounded bg-accent px-2 py-0.5 font-medium text-on-accent hover:bg-accent-bright">
          {saving ? 'Saving…' : 'Save'}
        </button>
        <button type="button" onClick={() => setDraft(null)} disabled={saving} className="rounded px-2 py-0.5 text-ink-muted hover:text-ink">
          Cancel
        </button>
        <span className="self-center text-ink-faint">{multiline ? 'Esc cancels' : 'Enter saves · Esc cancels'}</span>
      </div>
    </div>
  );
}
