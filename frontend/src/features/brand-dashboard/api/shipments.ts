import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/api/fetcher';
import { deliver, listShipments, outForDelivery, pack, refuse, ship } from '@/api/generated/endpoints/brands/brands';
import type { DeliverShipmentDto, RefuseShipmentDto, ShipShipmentDto, ShipmentStatus } from '@/api/generated/model';
import { toast } from '@/components/ui/use-toast';

export const SHIPMENTS_PAGE_SIZE = 10;
const SHIPMENTS_KEY = ['brand-shipments'] as const;

export const brandShipmentsQueryOptions = (status: ShipmentStatus | '', page: number) =>
  queryOptions({
    queryKey: [...SHIPMENTS_KEY, status, page],
    queryFn: ({ signal }) => listShipments({ status: status || undefined, page, pageSize: SHIPMENTS_PAGE_SIZE }, undefined, signal),
    placeholderData: keepPreviousData,
  });

/** The brand's own shipments (the Orders tab), newest first, one page. */
export function useBrandShipments(status: ShipmentStatus | '', page: number) {
  return useQuery(brandShipmentsQueryOptions(status, page));
}

export type ShipmentStep =
  | { kind: 'pack' }
  | { kind: 'ship'; body: ShipShipmentDto }
  | { kind: 'out-for-delivery' }
  | { kind: 'deliver'; body: DeliverShipmentDto }
  | { kind: 'refuse'; body: RefuseShipmentDto };

const DONE: Record<ShipmentStep['kind'], string> = {
  pack: 'Marked packed',
  ship: 'Shipped with tracking',
  'out-for-delivery': 'Out for delivery',
  deliver: 'Delivered after the ID check',
  refuse: 'Refusal recorded; the shopper is refunded',
};

const DOOR_REFUSALS: Record<string, string> = {
  underage: 'The ID shows someone under 21. Do not hand it over; the shopper is refunded.',
  date_of_birth_mismatch: "The ID's date of birth is not the one the shopper declared. Do not hand it over; the shopper is refunded.",
};

/** One step on one shipment; the list reloads after it, and a refusal from the server is shown as it says. */
export function useShipmentStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shipmentId, step }: { shipmentId: string; step: ShipmentStep }) => {
      switch (step.kind) {
        case 'pack':
          return pack(shipmentId);
        case 'ship':
          return ship(shipmentId, step.body);
        case 'out-for-delivery':
          return outForDelivery(shipmentId);
        case 'deliver':
          return deliver(shipmentId, step.body);
        case 'refuse':
          return refuse(shipmentId, step.body);
      }
    },
    // The ID check may refuse the delivery itself (under 21, or not the account holder's date of birth).
    onSuccess: (moved, { step }) =>
      step.kind === 'deliver' && moved.status === 'refused'
        ? toast({ title: 'Delivery refused at the ID check', description: DOOR_REFUSALS[moved.refusalReason ?? ''] ?? 'The shopper is refunded.', variant: 'destructive' })
        : toast({ title: DONE[step.kind] }),
    onError: (error) => toast({ title: 'That step was refused', description: errorMessage(error), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SHIPMENTS_KEY }),
  });
}
