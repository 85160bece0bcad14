import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/fetcher';
import { IdType, RefusalReason, ShipmentStatus, type BrandShipmentDto, type Carrier } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { FULFILLMENT_LABELS } from '@/lib/fulfillment';
import { formatDollars } from '@/lib/money';
import { SHIPMENTS_PAGE_SIZE, useBrandShipments, useShipmentStep, type ShipmentStep } from '../api/shipments';
import { SELECT_CLASS } from './create-campaign-dialog';
import { pluralize } from '@/lib/text';

const STATUS_LABELS: Record<ShipmentStatus, string> = {
  pending: 'To pack',
  packed: 'Packed',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  refused: 'Refused',
  returned: 'Returned',
  cancelled: 'Cancelled',
};
const ID_TYPE_LABELS: Record<IdType, string> = { drivers_license: "Driver's license", state_id: 'State ID', passport: 'Passport', military_id: 'Military ID' };
const REFUSAL_LABELS: Record<RefusalReason, string> = {
  no_id: 'No ID',
  underage: 'Under 21',
  expired_id: 'Expired ID',
  intoxicated: 'Intoxicated',
  no_one_available: 'No one available',
  address_problem: 'Address problem',
  date_of_birth_mismatch: 'ID not the account holder',
};
const dueFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The brand dashboard's Orders tab: the brand's shipments, newest first, and the step each one is waiting for. */
export function OrdersTab() {
  const [status, setStatus] = useState<ShipmentStatus | ''>('');
  const [page, setPage] = useState(1);
  const shipments = useBrandShipments(status, page);
  const pages = Math.max(1, Math.ceil((shipments.data?.total ?? 0) / SHIPMENTS_PAGE_SIZE));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <select
          aria-label="Shipment status"
          className={`${SELECT_CLASS} max-w-56`}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ShipmentStatus | '');
            setPage(1);
          }}
        >
          <option value="">All shipments</option>
          {Object.values(ShipmentStatus).map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
        {shipments.data && <p className="text-sm text-ink-muted">{pluralize(shipments.data.total, 'shipment')}</p>}
      </div>
      {shipments.isPending && <Spinner className="py-16" label="Loading your shipments" />}
      {shipments.isError && <p className="py-8 text-danger-light">Your shipments could not be loaded: {errorMessage(shipments.error)}</p>}
      {shipments.data?.items.length === 0 && <p className="py-12 text-center text-ink-muted">No shipments {status ? `that are ${STATUS_LABELS[status].toLowerCase()}` : 'yet'}.</p>}
      <ul className="grid gap-4">
        {shipments.data?.items.map((shipment) => (
          <ShipmentCard key={shipment.id} shipment={shipment} />
        ))}
      </ul>
      {pages > 1 && (
        <div className="flex items-center justify-end gap-2 text-sm">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-ink-muted">
            Page {page} of {pages}
          </span>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </div>
  );
}

function ShipmentCard({ shipment }: { shipment: BrandShipmentDto }) {
  const address = shipment.shipTo;
  return (
    <li className="grid gap-4 rounded-xl border border-border bg-surface/50 p-5 lg:grid-cols-[1fr_minmax(0,22rem)]" data-testid="shipment" data-shipment-id={shipment.id}>
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="font-mono text-sm text-ink-muted">Order #{shipment.orderNumber ?? shipment.orderId.slice(0, 8)}</p>
          <span className="rounded-full bg-surface-strong/60 px-3 py-0.5 text-xs font-semibold text-ink" data-testid="shipment-status">
            {STATUS_LABELS[shipment.status]}
          </span>
          <span className="text-xs text-ink-subtle">{FULFILLMENT_LABELS[shipment.fulfillmentType]}</span>
        </div>
        <ul className="text-sm">
          {shipment.lines.map((line) => (
            <li key={line.orderItemId} className="flex justify-between gap-4">
              <span className="text-ink-soft">
                {line.productName} <span className="text-ink-muted">× {line.quantity}</span>
              </span>
              <span className="tabular-nums text-ink-subtle">{formatDollars(line.price * line.quantity)}</span>
            </li>
          ))}
        </ul>
        <div className="grid gap-1 text-sm text-ink-muted sm:grid-cols-2">
          <p>
            <span className="text-ink-soft">{shipment.shopperName}</span>
            {address && (
              <>
                <br />
                {address.street}, {address.city}, {address.state} {address.zipCode}
                <br />
                {address.phone}
              </>
            )}
          </p>
          <p>
            Due by <time dateTime={shipment.dueBy}>{dueFormat.format(new Date(shipment.dueBy))}</time>
            {shipment.trackingUrl && (
              <>
                <br />
                <a className="text-accent-light underline" href={shipment.trackingUrl} target="_blank" rel="noreferrer">
                  {shipment.carrier?.toUpperCase()} {shipment.trackingNumber}
                </a>
              </>
            )}
            {shipment.refusalReason && (
              <>
                <br />
                Refused: {REFUSAL_LABELS[shipment.refusalReason as RefusalReason] ?? shipment.refusalReason}
              </>
            )}
          </p>
        </div>
      </div>
      <NextStep shipment={shipment} />
    </li>
  );
}

/** The step the shipment waits for: pack, send (with tracking for 2-day shipping), or the handoff after the ID check. */
function NextStep({ shipment }: { shipment: BrandShipmentDto }) {
  const step = useShipmentStep();
  const run = (next: ShipmentStep) => step.mutate({ shipmentId: shipment.id, step: next });
  if (shipment.status === 'pending') {
    return (
      <div className="self-start">
        <Button disabled={step.isPending} onClick={() => run({ kind: 'pack' })}>
          Mark packed
        </Button>
      </div>
    );
  }
  if (shipment.status === 'packed') {
    return shipment.fulfillmentType === 'shipping' ? <ShipForm busy={step.isPending} onShip={(body) => run({ kind: 'ship', body })} /> : (
      <div className="self-start">
        <Button disabled={step.isPending} onClick={() => run({ kind: 'out-for-delivery' })}>
          Out for delivery
        </Button>
      </div>
    );
  }
  if (shipment.status === 'shipped' || shipment.status === 'out_for_delivery') {
    return <HandoffForm busy={step.isPending} onDeliver={(body) => run({ kind: 'deliver', body })} onRefuse={(reason) => run({ kind: 'refuse', body: { reason } })} />;
  }
  return null;
}

function ShipForm({ busy, onShip }: { busy: boolean; onShip: (body: { carrier: Carrier; trackingNumber: string }) => void }) {
  // Ids per form: the tab lists many shipments, each with its own form, and a label must name its own field.
  const id = useId();
  const [carrier, setCarrier] = useState<Carrier>('ups');
  const [trackingNumber, setTrackingNumber] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShip({ carrier, trackingNumber: trackingNumber.trim() });
  };
  return (
    <form className="grid gap-2 self-start" onSubmit={submit} aria-label="Ship with tracking">
      <Label htmlFor={`${id}-carrier`}>Carrier</Label>
      <select id={`${id}-carrier`} className={SELECT_CLASS} value={carrier} onChange={(event) => setCarrier(event.target.value as Carrier)}>
        <option value="ups">UPS</option>
        <option value="fedex">FedEx</option>
        <option value="dhl">DHL</option>
      </select>
      <Label htmlFor={`${id}-tracking-number`}>Tracking number</Label>
      <Input id={`${id}-tracking-number`} value={trackingNumber} onChange={(event) => setTrackingNumber(event.target.value)} required />
      <Button type="submit" disabled={busy || trackingNumber.trim() === ''}>
        Ship
      </Button>
    </form>
  );
}

function HandoffForm({ busy, onDeliver, onRefuse }: { busy: boolean; onDeliver: (body: { recipientName: string; idType: IdType; idDateOfBirth: string; idExpiresOn: string }) => void; onRefuse: (reason: RefusalReason) => void }) {
  const id = useId();
  const [recipientName, setRecipientName] = useState('');
  const [idType, setIdType] = useState<IdType>('drivers_license');
  const [idDateOfBirth, setIdDateOfBirth] = useState('');
  const [idExpiresOn, setIdExpiresOn] = useState('');
  const [reason, setReason] = useState<RefusalReason>('no_id');
  const [open, setOpen] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDeliver({ recipientName: recipientName.trim(), idType, idDateOfBirth, idExpiresOn });
  };
  if (!open) {
    return (
      <div className="self-start">
        <Button onClick={() => setOpen(true)}>Check ID at the door</Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4 self-start">
      <form className="grid gap-2" onSubmit={submit} aria-label="ID check">
        <p className="text-sm font-medium text-ink">Check the ID at the door (21+)</p>
        <Label htmlFor={`${id}-recipient-name`}>Recipient name</Label>
        <Input id={`${id}-recipient-name`} value={recipientName} onChange={(event) => setRecipientName(event.target.value)} required />
        <Label htmlFor={`${id}-id-type`}>ID type</Label>
        <select id={`${id}-id-type`} className={SELECT_CLASS} value={idType} onChange={(event) => setIdType(event.target.value as IdType)}>
          {Object.values(IdType).map((value) => (
            <option key={value} value={value}>
              {ID_TYPE_LABELS[value]}
            </option>
          ))}
        </select>
        <div className="grid grid-cols-2 gap-2">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-id-dob`}>Date of birth</Label>
            <Input id={`${id}-id-dob`} type="date" value={idDateOfBirth} onChange={(event) => setIdDateOfBirth(event.target.value)} required />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-id-expires`}>ID expires</Label>
            <Input id={`${id}-id-expires`} type="date" value={idExpiresOn} onChange={(event) => setIdExpiresOn(event.target.value)} required />
          </div>
        </div>
        <p className="text-xs text-ink-muted">Only the ID type and year of birth are kept, never the ID number.</p>
        <Button type="submit" disabled={busy}>
          Hand over
        </Button>
      </form>
      <div className="grid gap-2 border-t border-border pt-3">
        <Label htmlFor={`${id}-refusal-reason`}>Could not hand over</Label>
        <div className="flex gap-2">
          <select id={`${id}-refusal-reason`} className={SELECT_CLASS} value={reason} onChange={(event) => setReason(event.target.value as RefusalReason)}>
            {Object.values(RefusalReason).map((value) => (
              <option key={value} value={value}>
                {REFUSAL_LABELS[value]}
              </option>
            ))}
          </select>
          <Button variant="outline" disabled={busy} onClick={() => onRefuse(reason)}>
            Refuse
          </Button>
        </div>
      </div>
    </div>
  );
}
