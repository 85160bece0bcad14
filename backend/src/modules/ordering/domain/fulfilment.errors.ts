import { DomainError } from '../../../shared/domain/domain-error';

/** Also the answer for another brand's shipment, so ids cannot be probed. */
export class ShipmentNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'SHIPMENT_NOT_FOUND';
  constructor() {
    super('Shipment not found.');
  }
}

export class OrderAlreadyShippedError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'ORDER_ALREADY_SHIPPED';
  constructor() {
    super('This order cannot be cancelled: it has already shipped.');
  }
}

export class OrderFulfilledByShipmentsError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'ORDER_FULFILLED_BY_SHIPMENTS';
  constructor() {
    super('An order is fulfilled shipment by shipment: its seller ships it and hands it over after the ID check (POST /api/brands/shipments/{id}/deliver).');
  }
}

/** The payment provider refused an operation on the order's payment (a void, an over-capture, an over-refund). */
export class PaymentOperationRefusedError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'PAYMENT_OPERATION_REFUSED';
  constructor(message: string) {
    super(message);
  }
}
