import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../shared/application/sql';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { StateRule } from '../../domain/state-rules';
import type { StateRuleVersion, StateRulesStore } from '../../application/ports/state-rules-store.port';

const VERSION_ROW = z
  .object({
    state: z.string(),
    effective_from: z.date(),
    delivery_allowed: z.boolean(),
    shipping_spirits_allowed: z.boolean(),
    shipping_wine_allowed: z.boolean(),
    shipping_beer_allowed: z.boolean(),
    restricted: z.boolean(),
    max_bottles_per_order: z.number().nullable(),
    max_bottles_per_30_days: z.number().nullable(),
    dry_zip_prefixes: z.array(z.string()),
    created_by: z.string().nullable(),
    created_at: z.date(),
  })
  .transform(
    (row): StateRuleVersion => ({
      state: row.state,
      effectiveFrom: row.effective_from,
      deliveryAllowed: row.delivery_allowed,
      shippingAllowed: { spirits: row.shipping_spirits_allowed, wine: row.shipping_wine_allowed, beer: row.shipping_beer_allowed },
      restricted: row.restricted,
      maxBottlesPerOrder: row.max_bottles_per_order,
      maxBottlesPer30Days: row.max_bottles_per_30_days,
      dryZipPrefixes: row.dry_zip_prefixes,
      createdBy: row.created_by,
      createdAt: row.created_at,
    }),
  );

const COLUMNS = `state, effective_from, delivery_allowed, shipping_spirits_allowed, shipping_wine_allowed, shipping_beer_allowed, restricted,
  max_bottles_per_order, max_bottles_per_30_days, dry_zip_prefixes, created_by, created_at`;

const ALL_VERSIONS = sqlStatement('compliance.state-rule-versions', `select ${COLUMNS} from compliance_state_rules order by state, effective_from`, VERSION_ROW, { prepared: true });
const STATE_VERSIONS = sqlStatement('compliance.state-rule-versions-of-state', `select ${COLUMNS} from compliance_state_rules where state = $1 order by effective_from`, VERSION_ROW);
const LOCK_STATE = sqlStatement('compliance.lock-state', `select pg_advisory_xact_lock(hashtextextended('compliance_state_rules:' || $1, 0)) is null as locked`, z.object({ locked: z.boolean() }));
const SAVE_VERSION = sqlStatement(
  'compliance.save-state-rule-version',
  `insert into compliance_state_rules (state, effective_from, delivery_allowed, shipping_spirits_allowed, shipping_wine_allowed, shipping_beer_allowed,
     restricted, max_bottles_per_order, max_bottles_per_30_days, dry_zip_prefixes, created_by)
   values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text[], $11)
   on conflict (state, effective_from) do update set
     delivery_allowed = excluded.delivery_allowed, shipping_spirits_allowed = excluded.shipping_spirits_allowed,
     shipping_wine_allowed = excluded.shipping_wine_allowed, shipping_beer_allowed = excluded.shipping_beer_allowed,
     restricted = excluded.restricted, max_bottles_per_order = excluded.max_bottles_per_order,
     max_bottles_per_30_days = excluded.max_bottles_per_30_days, dry_zip_prefixes = excluded.dry_zip_prefixes,
     created_by = excluded.created_by, created_at = now()
   returning state`,
  z.object({ state: z.string() }),
);

@Injectable()
export class PostgresStateRulesStore implements StateRulesStore {
  constructor(private readonly sql: Sql) {}

  versions(state?: string, tx?: TransactionContext): Promise<StateRuleVersion[]> {
    return state === undefined ? this.sql.rows(ALL_VERSIONS, [], tx) : this.sql.rows(STATE_VERSIONS, [state], tx);
  }

  async lockState(tx: TransactionContext, state: string): Promise<void> {
    await this.sql.rows(LOCK_STATE, [state], tx);
  }

  async saveVersion(tx: TransactionContext, rule: StateRule, createdBy: string): Promise<void> {
    await this.sql.rows(
      SAVE_VERSION,
      [
        rule.state,
        rule.effectiveFrom,
        rule.deliveryAllowed,
        rule.shippingAllowed.spirits,
        rule.shippingAllowed.wine,
        rule.shippingAllowed.beer,
        rule.restricted,
        rule.maxBottlesPerOrder,
        rule.maxBottlesPer30Days,
        rule.dryZipPrefixes,
        createdBy,
      ],
      tx,
    );
  }
}
