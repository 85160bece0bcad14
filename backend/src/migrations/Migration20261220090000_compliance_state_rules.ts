import { Migration } from '@mikro-orm/migrations';

const STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND',
  'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'DC', 'PR', 'VI', 'GU', 'AS', 'MP',
];
const DELIVERY = ['CA', 'NY', 'TX', 'FL', 'WA', 'OR', 'NV', 'CO'];
const RESTRICTED = ['UT', 'MS', 'AL'];

/**
 * The compliance module's table of state rules, versioned by effective date (the version in force is
 * the latest one that started), and its first version: the seed's lists (same-day delivery in eight
 * states, no alcohol to three, shipping everywhere else, no limits, no dry areas), in force since 2000.
 * The values are written out here, not imported, so the migration stays what it was when it ran.
 */
export class Migration20261220090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "compliance_state_rules" (
      "id" uuid not null default gen_random_uuid() primary key,
      "state" char(2) not null,
      "effective_from" timestamptz not null,
      "delivery_allowed" boolean not null,
      "shipping_spirits_allowed" boolean not null,
      "shipping_wine_allowed" boolean not null,
      "shipping_beer_allowed" boolean not null,
      "restricted" boolean not null,
      "max_bottles_per_order" integer null check ("max_bottles_per_order" >= 0),
      "max_bottles_per_30_days" integer null check ("max_bottles_per_30_days" >= 0),
      "dry_zip_prefixes" text[] not null default '{}',
      "created_by" uuid null,
      "created_at" timestamptz not null default now(),
      constraint "compliance_state_rules_state_effective_from_unique" unique ("state", "effective_from")
    );`);
    const rows = STATES.map((state) => {
      const restricted = RESTRICTED.includes(state);
      const shipping = !restricted;
      return `('${state}', '2000-01-01T00:00:00Z', ${DELIVERY.includes(state)}, ${shipping}, ${shipping}, ${shipping}, ${restricted})`;
    });
    this.addSql(`insert into "compliance_state_rules"
      ("state", "effective_from", "delivery_allowed", "shipping_spirits_allowed", "shipping_wine_allowed", "shipping_beer_allowed", "restricted")
      values ${rows.join(',\n      ')};`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "compliance_state_rules";`);
  }
}
