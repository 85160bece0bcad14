import { useState } from 'react';
import type { AdminProductPageDto, ProductAvailability } from '@/api/generated/model';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDollars } from '@/lib/money';
import { formatCount } from '@/lib/number-format';
import { ADMIN_PRODUCTS_PAGE_SIZE, useAdminProducts } from '../api/admin-overview';
import { StatusPill } from './admin-table';
import { pluralNoun } from '@/lib/text';

/**
 * The specification's Products tab: name, brand, first category or N/A, price, and availability as it is —
 * Available, Ship only, Delivery only or Out of stock (the specification's availableForDelivery alone would call a
 * ship-only product that ships everywhere out of stock).
 */
export function AdminProductsTable() {
  const [page, setPage] = useState(1);
  const products = useAdminProducts(page);
  return (
    <QueryState
      query={products}
      pending={<Spinner className="py-12" />}
      error={() => <p className="py-8 text-center text-danger-bright">The products could not be loaded. Please try again.</p>}
    >
      {(data) => <ProductsTable data={data} page={page} onPageChange={setPage} isPlaceholderData={products.isPlaceholderData} />}
    </QueryState>
  );
}

interface ProductsTableProps {
  data: AdminProductPageDto;
  page: number;
  onPageChange: (update: (page: number) => number) => void;
  isPlaceholderData: boolean;
}

const AVAILABILITY: Record<ProductAvailability, { label: string; tone: 'good' | 'accent' | 'bad' }> = {
  available: { label: 'Available', tone: 'good' },
  ship_only: { label: 'Ship only', tone: 'accent' },
  delivery_only: { label: 'Delivery only', tone: 'accent' },
  out_of_stock: { label: 'Out of stock', tone: 'bad' },
};

function ProductsTable({ data, page, onPageChange, isPlaceholderData }: ProductsTableProps) {
  const pages = Math.max(1, Math.ceil(data.total / ADMIN_PRODUCTS_PAGE_SIZE));
  return (
    <div className="rounded-xl border border-border">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-border text-ink-muted">
            <tr>
              <th className="px-4 py-3 font-medium whitespace-nowrap">Name</th>
              <th className="px-4 py-3 font-medium whitespace-nowrap">Brand</th>
              <th className="px-4 py-3 font-medium whitespace-nowrap">Category</th>
              <th className="px-4 py-3 font-medium whitespace-nowrap">Price</th>
              <th className="px-4 py-3 font-medium whitespace-nowrap">Status</th>
            </tr>
          </thead>
          <tbody className={isPlaceholderData ? 'opacity-60' : undefined}>
            {data.items.map((product) => (
              <tr key={product.id} className="border-b border-border/60 last:border-0">
                <td className="px-4 py-3 font-medium text-ink">{product.name}</td>
                <td className="px-4 py-3 text-ink-subtle">{product.brand}</td>
                <td className="px-4 py-3 capitalize text-ink-subtle">{product.category ?? 'N/A'}</td>
                <td className="px-4 py-3 whitespace-nowrap text-ink">{formatDollars(product.price)}</td>
                <td className="px-4 py-3">
                  <StatusPill tone={AVAILABILITY[product.availability].tone}>{AVAILABILITY[product.availability].label}</StatusPill>
                </td>
              </tr>
            ))}
            {data.items.length === 0 && (
              <tr>
                <td colSpan={5} className="px-4 py-8 text-center text-ink-muted">
                  No products yet.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className="flex items-center justify-between border-t border-border px-4 py-3 text-sm text-ink-muted">
        <span>
          {formatCount(data.total)} {pluralNoun(data.total, 'product')} · page {page} of {pages}
        </span>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPageChange((current) => current - 1)}>
            Previous
          </Button>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPageChange((current) => current + 1)}>
            Next
          </Button>
        </div>
      </div>
    </div>
  );
}
