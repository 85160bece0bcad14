export {
  OrderAttributionEntity,
  ClickLogEntity,
  SalesAttributionEntity,
  CreatorMetricsEntity,
} from './adapters/persistence/order-attribution.entity';
