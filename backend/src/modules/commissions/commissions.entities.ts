/** The tables commissions maps, for the composition root's ORM set-up only (src/persistence-entities.ts). */
import { CommissionAccountEntity } from './adapters/persistence/commission-account.entity';
import { ClickLogEntity, CreatorMetricsEntity, OrderAttributionEntity, SalesAttributionEntity } from './adapters/persistence/order-attribution.entity';

export const COMMISSIONS_ENTITIES = [CommissionAccountEntity, OrderAttributionEntity, ClickLogEntity, SalesAttributionEntity, CreatorMetricsEntity];
