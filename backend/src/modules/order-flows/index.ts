// The top floor: the composition root registers the module; no other module imports it.
export { OrderFlowsModule } from './order-flows.module';
