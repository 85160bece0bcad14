import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  blockConversation,
  countUnreadMessages,
  getCountUnreadMessagesQueryKey,
  getListConversationMessagesQueryKey,
  getListConversationsQueryKey,
  listConversationMessages,
  listConversations,
  markConversationRead,
  reportConversation,
  sendMessage,
  startConversation,
  unblockConversation,
} from '@/api/generated/endpoints/messages/messages';

const CONVERSATION_PAGE = { limit: 100 };
const MESSAGE_PAGE = { limit: 200 };
/** The unread count is asked again now and then, so a curator sees new questions without reloading. */
const UNREAD_REFRESH_MS = 60_000;

export function useConversations(enabled = true) {
  return useQuery({
    queryKey: getListConversationsQueryKey(CONVERSATION_PAGE),
    queryFn: ({ signal }) => listConversations(CONVERSATION_PAGE, undefined, signal),
    enabled,
  });
}

export function useConversationMessages(conversationId: string | null) {
  return useQuery({
    queryKey: getListConversationMessagesQueryKey(conversationId ?? '', MESSAGE_PAGE),
    queryFn: ({ signal }) => listConversationMessages(conversationId ?? '', MESSAGE_PAGE, undefined, signal),
    enabled: conversationId !== null,
  });
}

export function useUnreadMessages(enabled: boolean) {
  return useQuery({
    queryKey: getCountUnreadMessagesQueryKey(),
    queryFn: ({ signal }) => countUnreadMessages(undefined, signal),
    enabled,
    refetchInterval: UNREAD_REFRESH_MS,
  });
}

/** After any change: the list, the unread count and the open conversation are asked again. */
function useRefreshMessaging() {
  const queryClient = useQueryClient();
  return (conversationId?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListConversationsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getCountUnreadMessagesQueryKey() }),
      ...(conversationId ? [queryClient.invalidateQueries({ queryKey: getListConversationMessagesQueryKey(conversationId) })] : []),
    ]);
}

export function useStartConversation() {
  const refresh = useRefreshMessaging();
  return useMutation({
    mutationFn: (message: { creatorId: string; body: string }) => startConversation(message),
    onSuccess: (sent) => refresh(sent.conversationId),
  });
}

export function useSendMessage(conversationId: string) {
  const refresh = useRefreshMessaging();
  return useMutation({
    mutationFn: (body: string) => sendMessage(conversationId, { body }),
    onSuccess: () => refresh(conversationId),
  });
}

export function useMarkConversationRead() {
  const refresh = useRefreshMessaging();
  return useMutation({
    mutationFn: (conversationId: string) => markConversationRead(conversationId),
    onSuccess: () => refresh(),
  });
}

export function useConversationBlock(conversationId: string) {
  const refresh = useRefreshMessaging();
  return useMutation({
    mutationFn: (blocked: boolean) => (blocked ? blockConversation(conversationId) : unblockConversation(conversationId)),
    onSuccess: () => refresh(conversationId),
  });
}

export function useReportConversation(conversationId: string) {
  return useMutation({ mutationFn: (reason: string) => reportConversation(conversationId, { reason }) });
}
