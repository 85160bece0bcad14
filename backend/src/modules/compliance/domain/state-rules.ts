import { DomainError } from '../../../shared/domain/domain-error';

/**
 * The alcohol rules of one US state, as data: which ways a shopper there may buy, how many bottles,
 * and where (by ZIP prefix) nothing may be sold. A state's rules are versioned: each version takes
 * effect at its `effectiveFrom`, and the version in force at a moment is the latest one that started
 * by then (see {@link ruleInForce}). The compliance module owns the table; every other module sees a
 * {@link RuleSnapshot} and evaluates it with the pure functions of this folder.
 */

/** The kinds of alcohol whose shipping a state may allow or forbid separately. */
export const ALCOHOL_KINDS = ['spirits', 'wine', 'beer'] as const;
export type AlcoholKind = (typeof ALCOHOL_KINDS)[number];

export type ShippingAllowance = Readonly<Record<AlcoholKind, boolean>>;

export interface StateRuleTerms {
  /** Same-day delivery by local partners may reach addresses in the state. */
  readonly deliveryAllowed: boolean;
  /** 2-day shipping into the state, per kind of alcohol. */
  readonly shippingAllowed: ShippingAllowance;
  /** No alcohol may be sold to the state at all, by any fulfilment. */
  readonly restricted: boolean;
  /** Most bottles in one checkout (every kind, both fulfilments); null for no limit. */
  readonly maxBottlesPerOrder: number | null;
  /** Most bottles one shopper may order for the state in any 30 days, this checkout included; null for no limit. */
  readonly maxBottlesPer30Days: number | null;
  /** ZIP code prefixes (1–5 digits) of dry areas: nothing is sold to an address whose ZIP starts with one. */
  readonly dryZipPrefixes: readonly string[];
}

export interface StateRule extends StateRuleTerms {
  /** Upper-case USPS code. */
  readonly state: string;
  readonly effectiveFrom: Date;
}

/**
 * What an evaluation needs: the rule of the shopper's state in force now (null when the code is not
 * a US state) and the states where same-day delivery is allowed now (named in refusals).
 */
export interface RuleSnapshot {
  readonly state: string;
  readonly rule: StateRule | null;
  readonly deliveryStates: readonly string[];
}

/** The rolling limit's window. */
export const ROLLING_LIMIT_DAYS = 30;

/**
 * USPS codes of the 50 states, DC and the inhabited territories, with their names for messages.
 * Military codes (AA, AE, AP) are left out on purpose: alcohol is not shipped to APO/FPO addresses.
 */
export const US_STATE_NAMES: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan',
  MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire',
  NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma',
  OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee',
  TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin',
  WY: 'Wyoming', DC: 'the District of Columbia', PR: 'Puerto Rico', VI: 'the U.S. Virgin Islands', GU: 'Guam',
  AS: 'American Samoa', MP: 'the Northern Mariana Islands',
};

export const US_STATE_CODES: ReadonlySet<string> = new Set(Object.keys(US_STATE_NAMES));

export function stateName(state: string): string {
  return US_STATE_NAMES[state] ?? state;
}

/** The first version of the rules: the seed's lists (delivery in eight states, nothing to three), no limits, no dry areas. */
export const FIRST_VERSION_DELIVERY_STATES = ['CA', 'NY', 'TX', 'FL', 'WA', 'OR', 'NV', 'CO'] as const;
export const FIRST_VERSION_RESTRICTED_STATES = ['UT', 'MS', 'AL'] as const;
export const FIRST_VERSION_EFFECTIVE_FROM = new Date('2000-01-01T00:00:00.000Z');

export function firstVersionRule(state: string): StateRule {
  const restricted = (FIRST_VERSION_RESTRICTED_STATES as readonly string[]).includes(state);
  return {
    state,
    deliveryAllowed: (FIRST_VERSION_DELIVERY_STATES as readonly string[]).includes(state),
    shippingAllowed: { spirits: !restricted, wine: !restricted, beer: !restricted },
    restricted,
    maxBottlesPerOrder: null,
    maxBottlesPer30Days: null,
    dryZipPrefixes: [],
    effectiveFrom: FIRST_VERSION_EFFECTIVE_FROM,
  };
}

/** The version of a state's rules in force at `at`: the latest that started by then; null before the first. */
export function ruleInForce<T extends { effectiveFrom: Date }>(versions: readonly T[], at: Date): T | null {
  let current: T | null = null;
  for (const version of versions) {
    if (version.effectiveFrom.getTime() <= at.getTime() && (!current || version.effectiveFrom.getTime() >= current.effectiveFrom.getTime())) {
      current = version;
    }
  }
  return current;
}

/**
 * Which kind of alcohol a product is, by its categories (the catalog's slugs). Sake is brewed but
 * sold and regulated as wine; a product with no known kind (cocktail kits, mixers, no category) is
 * counted as spirits, the strictest kind, so that a missing category never opens a way a state closed.
 */
const KIND_OF_CATEGORY: Readonly<Record<string, AlcoholKind>> = {
  wine: 'wine', 'red-wine': 'wine', 'white-wine': 'wine', 'rose-wine': 'wine', sparkling: 'wine', champagne: 'wine', sake: 'wine',
  beer: 'beer', cider: 'beer', 'hard-seltzer': 'beer',
  whiskey: 'spirits', whisky: 'spirits', bourbon: 'spirits', scotch: 'spirits', gin: 'spirits', vodka: 'spirits', rum: 'spirits',
  tequila: 'spirits', mezcal: 'spirits', brandy: 'spirits', cognac: 'spirits', liqueur: 'spirits',
};

export function alcoholKindOf(categories: readonly string[] | null | undefined): AlcoholKind {
  for (const category of categories ?? []) {
    const kind = KIND_OF_CATEGORY[category.trim().toLowerCase()];
    if (kind) return kind;
  }
  return 'spirits';
}

export class StateRuleInvalidError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'STATE_RULE_INVALID';
}

const ZIP_PREFIX = /^\d{1,5}$/;

/** The invariants of a rule version: limits are whole numbers of bottles, ZIP prefixes 1–5 digits (kept sorted, once each). */
/** The terms of a rule alone, as a fresh copy (the caller may hand it out), without its state and start: what an answer or an audit entry shows. */
export function ruleTerms(rule: StateRuleTerms): Omit<StateRuleTerms, 'dryZipPrefixes'> & { dryZipPrefixes: string[] } {
  return {
    deliveryAllowed: rule.deliveryAllowed,
    shippingAllowed: { ...rule.shippingAllowed },
    restricted: rule.restricted,
    maxBottlesPerOrder: rule.maxBottlesPerOrder,
    maxBottlesPer30Days: rule.maxBottlesPer30Days,
    dryZipPrefixes: [...rule.dryZipPrefixes],
  };
}

export function checkedTerms(terms: StateRuleTerms): StateRuleTerms {
  for (const [field, value] of [['maxBottlesPerOrder', terms.maxBottlesPerOrder], ['maxBottlesPer30Days', terms.maxBottlesPer30Days]] as const) {
    if (value !== null && (!Number.isInteger(value) || value < 0)) {
      throw new StateRuleInvalidError(`${field} must be a whole number of bottles, 0 or more, or null for no limit; got ${String(value)}.`);
    }
  }
  const prefixes = terms.dryZipPrefixes.map((prefix) => prefix.trim());
  const bad = prefixes.find((prefix) => !ZIP_PREFIX.test(prefix));
  if (bad !== undefined) throw new StateRuleInvalidError(`Each dry ZIP prefix must be 1 to 5 digits, such as 79 or 75001; got '${bad}'.`);
  return { ...terms, dryZipPrefixes: [...new Set(prefixes)].sort() };
}
