export {
  OrderAttributionEntity,
  ClickLogEntity,
  SalesAttributionEntity,
  CreatorMetricsEntity,
} from './adapters/persistence/order-attribution.entity';
export { CommissionsModule } from './commissions.module';
