import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteWebhookEndpoint,
  getGetMailboxMessageQueryKey,
  getListMailboxMessagesQueryKey,
  getListWebhookDeliveriesQueryKey,
  getListWebhookEndpointsQueryKey,
  getMailboxMessage,
  listMailboxMessages,
  listWebhookDeliveries,
  listWebhookEndpoints,
  registerWebhookEndpoint,
  retryWebhookDelivery,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from '@/api/generated/endpoints/admin/admin';
import type { RegisterWebhookEndpointDto, UpdateWebhookEndpointDto } from '@/api/generated/model';

export function useWebhookEndpoints() {
  return useQuery({ queryKey: getListWebhookEndpointsQueryKey(), queryFn: ({ signal }) => listWebhookEndpoints(undefined, signal) });
}

export function useWebhookDeliveries(endpointId: string | null) {
  return useQuery({
    queryKey: getListWebhookDeliveriesQueryKey(endpointId ?? undefined),
    queryFn: ({ signal }) => listWebhookDeliveries(endpointId!, undefined, signal),
    enabled: endpointId !== null,
    refetchInterval: 5000,
  });
}

export function useRegisterWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterWebhookEndpointDto) => registerWebhookEndpoint(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getListWebhookEndpointsQueryKey() }),
  });
}

export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: (id: string) => rotateWebhookSecret(id) });
}

export function useUpdateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateWebhookEndpointDto }) => updateWebhookEndpoint(id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getListWebhookEndpointsQueryKey() }),
  });
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteWebhookEndpoint(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getListWebhookEndpointsQueryKey() }),
  });
}

export function useRetryWebhookDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => retryWebhookDelivery(endpointId, deliveryId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getListWebhookDeliveriesQueryKey(endpointId) }),
  });
}

export function useMailbox() {
  const params = { limit: 50 };
  return useQuery({ queryKey: getListMailboxMessagesQueryKey(params), queryFn: ({ signal }) => listMailboxMessages(params, undefined, signal), refetchInterval: 5000 });
}

export function useMailboxMessage(messageId: string | null) {
  return useQuery({
    queryKey: getGetMailboxMessageQueryKey(messageId ?? undefined),
    queryFn: ({ signal }) => getMailboxMessage(messageId!, undefined, signal),
    enabled: messageId !== null,
  });
}
