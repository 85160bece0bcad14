export const SHIPMENT_STATUSES = ['pending', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'refused', 'returned', 'cancelled'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const CARRIERS = ['ups', 'fedex', 'dhl'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const REFUSAL_REASONS = ['no_id', 'underage', 'expired_id', 'intoxicated', 'no_one_available', 'address_problem', 'date_of_birth_mismatch'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export const ID_TYPES = ['drivers_license', 'state_id', 'passport', 'military_id'] as const;
export type IdType = (typeof ID_TYPES)[number];
