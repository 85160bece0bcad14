import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** e.g. "products", for "Page 2 of 9 · 212 products". */
  totalLabel?: string;
  disabled?: boolean;
}

export function Pagination({ page, pageCount, onPageChange, totalLabel, disabled = false }: PaginationProps) {
  if (pageCount <= 1) return totalLabel ? <p className="text-center text-sm text-ink-muted">{totalLabel}</p> : null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-3">
      <Button variant="outline" size="sm" disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden /> Previous
      </Button>
      <p className="text-sm text-ink-subtle" aria-live="polite">
        Page {page} of {pageCount}
        {totalLabel && <span className="text-ink-muted"> · {totalLabel}</span>}
      </p>
      <Button variant="outline" size="sm" disabled={disabled || page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
