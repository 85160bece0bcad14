import type { ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { formatCount } from '@/lib/number-format';
import { cn } from '@/lib/utils';
import { pluralNoun } from '@/lib/text';

export const SELECT_CLASS =
  'h-10 rounded-md border border-border-strong bg-surface px-3 text-sm text-ink focus-visible:border-accent focus-visible:outline-none';

/** The admin tabs' table frame: scrolls sideways on a phone, dims while the next page loads. */
export function AdminTable({ head, children, dimmed = false, label }: { head: string[]; children: ReactNode; dimmed?: boolean; label: string }) {
  return (
    <div className="rounded-xl border border-border">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" aria-label={label}>
          <thead className="border-b border-border text-ink-muted">
            <tr>
              {head.map((title) => (
                <th key={title} className="px-4 py-3 font-medium whitespace-nowrap">
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={dimmed ? 'opacity-60' : undefined}>{children}</tbody>
        </table>
      </div>
    </div>
  );
}

export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-8 text-center text-ink-muted">
        {children}
      </td>
    </tr>
  );
}

export function StatusPill({ tone, children }: { tone: 'good' | 'neutral' | 'bad' | 'accent'; children: ReactNode }) {
  const tones = {
    good: 'bg-success/15 text-success-light',
    neutral: 'bg-ink-faint/15 text-ink-subtle',
    bad: 'bg-danger/15 text-danger-light',
    accent: 'bg-accent/15 text-accent-light',
  };
  return <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', tones[tone])}>{children}</span>;
}

export function AdminPagination({ page, total, pageSize, onPageChange, noun }: { page: number; total: number; pageSize: number; onPageChange: (page: number) => void; noun: [string, string] }) {
  return (
    <Pagination
      page={page}
      pageCount={Math.max(1, Math.ceil(total / pageSize))}
      onPageChange={onPageChange}
      totalLabel={`${formatCount(total)} ${pluralNoun(total, noun[0], noun[1])}`}
    />
  );
}
