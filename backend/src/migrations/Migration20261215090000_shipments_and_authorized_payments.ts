import { Migration } from '@mikro-orm/migrations';

const ORDER_STATUSES = `'pending', 'paid', 'partially_shipped', 'shipped', 'delivered', 'partially_refunded', 'refunded', 'cancelled'`;
const SHIPMENT_STATUSES = `'pending', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'refused', 'returned', 'cancelled'`;
const NO_BRAND = `'00000000-0000-0000-0000-000000000000'::uuid`;

/**
 * Fulfilment (all tables ordering's):
 * - shipments: one per brand with lines in an order, its share of the order's total (lines + a
 *   proportional part of fee and tax), what the provider captured and refunded of it, carrier and
 *   tracking number, the refusal reason, the ID check (who, when, ID type, year of birth — never a number);
 * - order_items.shipment_id: the shipment that carries the line;
 * - shipment_events: each shipment's moves (the shopper's timeline, the curator's explanation);
 * - sandbox_payment_sessions / _operations: the sandbox provider's ledger (authorizations and the
 *   captures, voids and refunds against them, unique per idempotency key);
 * - orders.status gains the statuses that follow shipments; 'fulfilled' becomes 'delivered';
 * - commission_entries.payable_at may be null: the hold has not started (waiting for delivery).
 * Existing orders get their shipments (a paid order's are pending; a fulfilled one's delivered;
 * a refunded one's returned) and the sandbox sessions they were paid with; no amount changes.
 */
export class Migration20261215090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "orders" drop constraint if exists "orders_status_check";`);
    this.addSql(`update "orders" set "status" = 'delivered' where "status" = 'fulfilled';`);
    this.addSql(`alter table "orders" add constraint "orders_status_check" check ("status" in (${ORDER_STATUSES}));`);

    this.addSql(`create table "shipments" (
      "id" uuid not null default gen_random_uuid() primary key,
      "order_id" uuid not null references "orders" ("id") on delete cascade,
      "brand_id" uuid not null,
      "status" text not null default 'pending' check ("status" in (${SHIPMENT_STATUSES})),
      "fulfillment_type" text not null check ("fulfillment_type" in ('delivery', 'shipping')),
      "amount_cents" int not null,
      "captured_cents" int not null default 0,
      "refunded_cents" int not null default 0,
      "due_by" timestamptz not null,
      "carrier" text null check ("carrier" in ('ups', 'fedex', 'dhl')),
      "tracking_number" varchar(40) null,
      "refusal_reason" text null,
      "recipient_name" varchar(200) null,
      "id_type" text null,
      "recipient_birth_year" int null,
      "handed_over_by" uuid null,
      "handed_over_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "shipments_order_brand_unique" unique ("order_id", "brand_id"),
      constraint "shipments_money" check ("amount_cents" >= 0 and "captured_cents" between 0 and "amount_cents" and "refunded_cents" between 0 and "captured_cents")
    );`);
    this.addSql(`create index "shipments_brand_created_at_index" on "shipments" ("brand_id", "created_at" desc, "id" desc);`);
    this.addSql(`alter table "order_items" add column "shipment_id" uuid null references "shipments" ("id");`);
    this.addSql(`create index "order_items_shipment_id_index" on "order_items" ("shipment_id");`);
    this.addSql(`create table "shipment_events" (
      "id" uuid not null default gen_random_uuid() primary key,
      "shipment_id" uuid not null references "shipments" ("id") on delete cascade,
      "from_status" text null,
      "to_status" text not null,
      "actor_user_id" uuid null,
      "actor_role" text null,
      "reason" text null,
      "created_at" timestamptz not null default clock_timestamp()
    );`);
    this.addSql(`create index "shipment_events_shipment_index" on "shipment_events" ("shipment_id", "created_at");`);

    this.addSql(`create table "sandbox_payment_sessions" (
      "id" varchar(100) not null primary key,
      "shopper_id" uuid not null,
      "order_ids" uuid[] not null default '{}',
      "amount_cents" int not null,
      "captured_cents" int not null default 0,
      "voided_cents" int not null default 0,
      "refunded_cents" int not null default 0,
      "status" text not null check ("status" in ('authorized', 'declined', 'voided')),
      "card_last4" varchar(4) null,
      "created_at" timestamptz not null default clock_timestamp(),
      "updated_at" timestamptz not null default clock_timestamp(),
      constraint "sandbox_payment_sessions_money" check ("captured_cents" + "voided_cents" <= "amount_cents" and "refunded_cents" <= "captured_cents")
    );`);
    this.addSql(`create index "sandbox_payment_sessions_shopper_index" on "sandbox_payment_sessions" ("shopper_id");`);
    this.addSql(`create table "sandbox_payment_operations" (
      "idempotency_key" varchar(200) not null primary key,
      "session_id" varchar(100) not null references "sandbox_payment_sessions" ("id"),
      "kind" text not null check ("kind" in ('capture', 'void', 'refund')),
      "amount_cents" int not null,
      "created_at" timestamptz not null default clock_timestamp()
    );`);
    this.addSql(`create index "sandbox_payment_operations_session_index" on "sandbox_payment_operations" ("session_id");`);

    // Existing orders: one shipment per brand, its share of the total (the first brand takes the rounding remainder).
    this.addSql(`
      with lines as (
        select i.order_id, coalesce(p.brand_id, ${NO_BRAND}) as brand_id, sum(i.price_cents * i.quantity)::bigint as lines_cents
          from order_items i left join products p on p.id = i.product_id
         group by 1, 2),
      shares as (
        select l.*, o.total_cents, o.status, o.fulfillment_type, o.created_at, o.updated_at, o.estimated_delivery,
               case when o.subtotal_cents = 0 then 0 else floor(o.total_cents::numeric * l.lines_cents / o.subtotal_cents) end as share,
               row_number() over (partition by l.order_id order by l.brand_id) as rn
          from lines l join orders o on o.id = l.order_id),
      amounts as (
        select s.*, s.share + case when s.rn = 1 then s.total_cents - sum(s.share) over (partition by s.order_id) else 0 end as amount
          from shares s)
      insert into shipments (order_id, brand_id, status, fulfillment_type, amount_cents, captured_cents, refunded_cents, due_by, created_at, updated_at)
      select a.order_id, a.brand_id,
             case a.status when 'delivered' then 'delivered' when 'refunded' then 'returned' when 'cancelled' then 'cancelled' else 'pending' end,
             a.fulfillment_type, a.amount,
             case when a.status in ('delivered', 'refunded') then a.amount else 0 end,
             case when a.status = 'refunded' then a.amount else 0 end,
             case when a.fulfillment_type = 'delivery' then coalesce(a.estimated_delivery, a.created_at + interval '3 hours') else a.created_at + interval '2 days' end,
             a.created_at, a.updated_at
        from amounts a;`);
    this.addSql(`update order_items i set shipment_id = s.id
                   from shipments s
                  where i.shipment_id is null and s.order_id = i.order_id
                    and s.brand_id = coalesce((select brand_id from products where id = i.product_id), ${NO_BRAND});`);
    this.addSql(`insert into shipment_events (shipment_id, from_status, to_status, created_at)
                 select id, null, 'pending', created_at from shipments;`);
    this.addSql(`insert into shipment_events (shipment_id, from_status, to_status, created_at)
                 select id, 'pending', status, updated_at from shipments where status <> 'pending';`);
    // The sessions existing orders were paid with: authorized for their totals, captured as far as delivered.
    this.addSql(`insert into sandbox_payment_sessions (id, shopper_id, order_ids, amount_cents, captured_cents, refunded_cents, status, created_at, updated_at)
                 select o.payment_intent_id, min(o.user_id::text)::uuid, array_agg(o.id), sum(o.total_cents),
                        coalesce(sum(s.captured), 0), coalesce(sum(s.refunded), 0), 'authorized', min(o.created_at), max(o.updated_at)
                   from orders o
                   left join (select order_id, sum(captured_cents) as captured, sum(refunded_cents) as refunded from shipments group by order_id) s on s.order_id = o.id
                  where o.payment_intent_id is not null
                  group by o.payment_intent_id;`);

    this.addSql(`alter table "commission_entries" alter column "payable_at" drop not null;`);
    this.addSql(`update commission_entries e set payable_at = null
                  where e.status = 'pending' and e.kind = 'commission'
                    and not exists (select 1 from orders o where o.id = e.order_id and o.status = 'delivered');`);
  }

  override async down(): Promise<void> {
    this.addSql(`update commission_entries set payable_at = created_at where payable_at is null;`);
    this.addSql(`alter table "commission_entries" alter column "payable_at" set not null;`);
    this.addSql(`drop table "sandbox_payment_operations";`);
    this.addSql(`drop table "sandbox_payment_sessions";`);
    this.addSql(`drop table "shipment_events";`);
    this.addSql(`alter table "order_items" drop column "shipment_id";`);
    this.addSql(`drop table "shipments";`);
    this.addSql(`alter table "orders" drop constraint if exists "orders_status_check";`);
    this.addSql(`update "orders" set "status" = case when "status" in ('delivered', 'shipped', 'partially_shipped') then 'fulfilled' when "status" = 'partially_refunded' then 'refunded' else "status" end;`);
    this.addSql(`alter table "orders" add constraint "orders_status_check" check ("status" in ('pending', 'paid', 'fulfilled', 'cancelled', 'refunded'));`);
  }
}
