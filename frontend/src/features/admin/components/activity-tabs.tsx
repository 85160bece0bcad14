import { useState } from 'react';
import type { AdminOrderStatusTarget, OrderStatus } from '@/api/generated/model';
import { errorMessage } from '@/api/fetcher';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { formatShortDate } from '@/lib/date-format';
import { formatDollars } from '@/lib/money';
import { ADMIN_PAGE_SIZE, useAdminOrders, useAdminSignups, useAuditLog, useChangeOrderStatus } from '../api/back-office';
import { AdminPagination, AdminTable, EmptyRow, SELECT_CLASS, StatusPill } from './admin-table';

const formatDateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const SIGNUP_COLUMNS = ['Name', 'Email', 'User type', 'Signup date'];

/** Sign Ups tab: newest first, paged on the server. */
export function SignupsTab() {
  const [page, setPage] = useState(1);
  const signups = useAdminSignups(page);
  if (signups.isPending) return <Spinner className="py-12" />;
  if (signups.isError) return <p className="py-8 text-center text-danger-bright">The sign ups could not be loaded. {errorMessage(signups.error)}</p>;
  return (
    <div className="space-y-4">
      <AdminTable head={SIGNUP_COLUMNS} label="Sign ups" dimmed={signups.isPlaceholderData}>
        {signups.data.items.map((signup) => (
          <tr key={signup.id} className="border-b border-border/60 last:border-0">
            <td className="px-4 py-3 font-medium text-ink">{signup.name}</td>
            <td className="px-4 py-3 text-ink-subtle">{signup.email}</td>
            <td className="px-4 py-3 text-ink-subtle capitalize">{signup.userType}</td>
            <td className="px-4 py-3 whitespace-nowrap text-ink-subtle">{formatShortDate(signup.createdAt)}</td>
          </tr>
        ))}
        {signups.data.items.length === 0 && <EmptyRow columns={SIGNUP_COLUMNS.length}>No sign ups yet</EmptyRow>}
      </AdminTable>
      <AdminPagination page={page} total={signups.data.total} pageSize={ADMIN_PAGE_SIZE} onPageChange={setPage} noun={['sign up', 'sign ups']} />
    </div>
  );
}

const ORDER_STATUSES: OrderStatus[] = ['pending', 'paid', 'partially_shipped', 'shipped', 'delivered', 'partially_refunded', 'refunded', 'cancelled'];
/** Orders are fulfilled shipment by shipment by their sellers (after the ID check); admins refund or cancel. */
const TARGETS: AdminOrderStatusTarget[] = ['refunded', 'cancelled'];
const ORDER_COLUMNS = ['Order', 'Placed', 'Fulfillment', 'Items', 'Total', 'Status', 'Change status'];
const STATUS_TONE = { pending: 'neutral', paid: 'accent', partially_shipped: 'accent', shipped: 'accent', delivered: 'good', partially_refunded: 'bad', refunded: 'bad', cancelled: 'bad' } as const;

/** Orders tab (beyond the specification): every order, by status; a status change goes through the order status table. */
export function OrdersTab() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [page, setPage] = useState(1);
  const orders = useAdminOrders({ status: status || undefined, limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE });
  const change = useChangeOrderStatus();
  const onChange = (orderId: string, next: AdminOrderStatusTarget) =>
    change.mutate(
      { orderId, status: next },
      {
        onSuccess: () => toast({ title: `Order marked ${next}` }),
        onError: (error) => toast({ title: 'Failed to update order status', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  return (
    <div className="space-y-4">
      <select
        aria-label="Order status"
        className={SELECT_CLASS}
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as OrderStatus | '');
          setPage(1);
        }}
      >
        <option value="">All statuses</option>
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      {orders.isPending ? (
        <Spinner className="py-12" />
      ) : orders.isError ? (
        <p className="py-8 text-center text-danger-bright">The orders could not be loaded. {errorMessage(orders.error)}</p>
      ) : (
        <>
          <AdminTable head={ORDER_COLUMNS} label="Orders" dimmed={orders.isPlaceholderData}>
            {orders.data.items.map((order) => (
              <tr key={order.id} className="border-b border-border/60 last:border-0">
                <td className="px-4 py-3 font-mono text-xs text-ink-subtle">{order.id.slice(0, 8)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-ink-subtle">{formatDateTime(order.createdAt)}</td>
                <td className="px-4 py-3 text-ink-subtle capitalize">{order.fulfillmentType}</td>
                <td className="px-4 py-3 text-ink-subtle">{order.itemCount}</td>
                <td className="px-4 py-3 text-ink">{formatDollars(order.total)}</td>
                <td className="px-4 py-3">
                  <StatusPill tone={STATUS_TONE[order.status]}>{order.status}</StatusPill>
                </td>
                <td className="px-4 py-3">
                  <div className="flex gap-1">
                    {TARGETS.filter((target) => target !== order.status).map((target) => (
                      <Button key={target} size="sm" variant="outline" disabled={change.isPending} onClick={() => onChange(order.id, target)}>
                        {target === 'refunded' ? 'Refund' : 'Cancel'}
                      </Button>
                    ))}
                  </div>
                </td>
              </tr>
            ))}
            {orders.data.items.length === 0 && <EmptyRow columns={ORDER_COLUMNS.length}>No orders yet.</EmptyRow>}
          </AdminTable>
          <AdminPagination page={page} total={orders.data.total} pageSize={ADMIN_PAGE_SIZE} onPageChange={setPage} noun={['order', 'orders']} />
        </>
      )}
    </div>
  );
}

const describe = (value: unknown) => (value && typeof value === 'object' ? Object.entries(value).map(([k, v]) => `${k}: ${String(v)}`).join(', ') : '—');
const ACTIVITY_COLUMNS = ['When', 'Action', 'Entity', 'Before', 'After'];
const ENTITY_TYPES = ['user', 'creator', 'cohort', 'order', 'setting', 'product_import'];

/** Activity view: every admin change from the audit log, newest first. */
export function ActivityTab() {
  const [entityType, setEntityType] = useState('');
  const [page, setPage] = useState(1);
  const log = useAuditLog({ entityType: entityType || undefined, limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE });
  return (
    <div className="space-y-4">
      <select
        aria-label="Entity type"
        className={SELECT_CLASS}
        value={entityType}
        onChange={(event) => {
          setEntityType(event.target.value);
          setPage(1);
        }}
      >
        <option value="">Everything</option>
        {ENTITY_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </select>
      {log.isPending ? (
        <Spinner className="py-12" />
      ) : log.isError ? (
        <p className="py-8 text-center text-danger-bright">The activity could not be loaded. {errorMessage(log.error)}</p>
      ) : (
        <>
          <AdminTable head={ACTIVITY_COLUMNS} label="Activity" dimmed={log.isPlaceholderData}>
            {log.data.items.map((entry) => {
              const details = (entry.details ?? {}) as { before?: unknown; after?: unknown; name?: unknown; username?: unknown };
              const name = details.name ?? details.username;
              return (
                <tr key={entry.id} className="border-b border-border/60 last:border-0">
                  <td className="px-4 py-3 whitespace-nowrap text-ink-subtle">{formatDateTime(entry.createdAt)}</td>
                  <td className="px-4 py-3 font-medium whitespace-nowrap text-ink">{entry.action}</td>
                  <td className="px-4 py-3 text-ink-subtle">
                    {entry.entityType} {typeof name === 'string' ? name : (entry.entityId?.slice(0, 8) ?? '')}
                  </td>
                  <td className="px-4 py-3 text-ink-muted">{describe(details.before)}</td>
                  <td className="px-4 py-3 text-ink">{describe(details.after)}</td>
                </tr>
              );
            })}
            {log.data.items.length === 0 && <EmptyRow columns={ACTIVITY_COLUMNS.length}>No admin changes yet.</EmptyRow>}
          </AdminTable>
          <AdminPagination page={page} total={log.data.total} pageSize={ADMIN_PAGE_SIZE} onPageChange={setPage} noun={['change', 'changes']} />
        </>
      )}
    </div>
  );
}
