import { Link } from '@tanstack/react-router';
import type { OrderDto } from '@/api/generated/model';
import { FULFILLMENT_LABELS } from '@/lib/fulfillment';
import { formatDollars } from '@/lib/money';
import { cn } from '@/lib/utils';
import { ORDER_STATUS_LABELS, ORDER_STATUS_STYLES } from '../lib/order-status';
import { ShipmentTimelines } from './shipment-timeline';

const placedAtFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const arrivalFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export function OrderCard({ order, as: Tag = 'li' }: { order: OrderDto; as?: 'li' | 'div' }) {
  return (
    <Tag className="rounded-xl border border-border bg-surface/50 p-5" data-testid="order">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="mr-auto">
          <Link to="/orders/$orderId" params={{ orderId: order.id }} className="font-mono text-sm text-ink-muted hover:text-ink hover:underline">
            Order #{order.orderNumber ?? order.id.slice(0, 8)}
          </Link>
          <p className="text-sm text-ink-subtle">
            <time dateTime={order.createdAt}>{placedAtFormat.format(new Date(order.createdAt))}</time>
            {' · '}
            {FULFILLMENT_LABELS[order.fulfillmentType]}
          </p>
        </div>
        <span className={cn('rounded-full px-3 py-1 text-xs font-semibold', ORDER_STATUS_STYLES[order.status])} data-testid="order-status">
          {ORDER_STATUS_LABELS[order.status]}
        </span>
      </header>

      <ul className="mt-4 grid gap-2 border-t border-border pt-4 text-sm">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-4">
            <span className="text-ink-soft">
              {item.productName} <span className="text-ink-muted">× {item.quantity}</span>
            </span>
            <span className="tabular-nums text-ink-subtle">{formatDollars(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>

      <dl className="mt-4 grid gap-1 border-t border-border pt-4 text-sm">
        <AmountLine label="Subtotal" amount={order.subtotal} />
        {order.deliveryFee > 0 && <AmountLine label={order.fulfillmentType === 'delivery' ? 'Delivery' : 'Shipping'} amount={order.deliveryFee} />}
        <AmountLine label="Tax" amount={order.tax} />
        <div className="flex justify-between font-semibold text-ink">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="order-total">
            {formatDollars(order.total)}
          </dd>
        </div>
      </dl>

      <ShipmentTimelines shipments={order.shipments} />

      {order.estimatedDelivery && (order.status === 'paid' || order.status === 'partially_shipped' || order.status === 'shipped') && (
        <p className="mt-3 text-xs text-ink-muted">
          Estimated arrival: <time dateTime={order.estimatedDelivery}>{arrivalFormat.format(new Date(order.estimatedDelivery))}</time>
        </p>
      )}
    </Tag>
  );
}

function AmountLine({ label, amount }: { label: string; amount: number }) {
  return (
    <div className="flex justify-between text-ink-muted">
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatDollars(amount)}</dd>
    </div>
  );
}
