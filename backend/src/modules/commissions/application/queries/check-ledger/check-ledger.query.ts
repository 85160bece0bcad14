import { Query } from '@nestjs/cqrs';
import type { LedgerCheck } from './check-ledger.handler';

/** Recomputes every stored total from the ledger's entries and lists any difference (admin: GET /api/admin/ledger/check). */
export class CheckLedgerQuery extends Query<LedgerCheck> {}
