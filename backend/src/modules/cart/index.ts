export { CartItemEntity } from './adapters/persistence/cart-item.entity';
export * from './domain/fulfillment-type';
export { CartModule } from './cart.module';
