export {
  OrderAttributionEntity,
  ClickLogEntity,
  SalesAttributionEntity,
  CreatorMetricsEntity,
} from './adapters/persistence/order-attribution.entity';
export { ATTRIBUTION_WINDOW_DAYS } from './domain/attribution';
export { CommissionsModule } from './commissions.module';
