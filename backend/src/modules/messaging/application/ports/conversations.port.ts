import type { TransactionContext } from '../../../../shared/application/unit-of-work';

export const CONVERSATIONS = Symbol('CONVERSATIONS');

export interface ConversationParticipants {
  id: string;
  curatorUserId: string;
  shopperUserId: string;
}

export interface MessageView {
  id: string;
  conversationId: string;
  senderUserId: string;
  body: string;
  createdAt: Date;
}

/** Where the messaging decisions are kept: who the recipient is, who blocked whom, what was said. */
export interface Conversations {
  /** The creator page's owner and handle (curation_creators_v); undefined for an unknown or unpublished page. */
  findCreator(creatorId: string): Promise<{ ownerUserId: string | null; handle: string } | undefined>;
  /** The conversation when `userId` takes part in it; undefined otherwise (someone else's reads as none). */
  findForParticipant(conversationId: string, userId: string): Promise<ConversationParticipants | undefined>;
  blocksBetween(senderUserId: string, recipientUserId: string): Promise<{ bySender: boolean; byRecipient: boolean }>;
  /** The shopper's conversation with the creator page, started when there is none. */
  open(tx: TransactionContext, conversation: { creatorId: string; creatorHandle: string; curatorUserId: string; shopperUserId: string; shopperUsername: string }): Promise<string>;
  /** Adds the message; the conversation moves to the top and the sender has read it. */
  addMessage(tx: TransactionContext, conversationId: string, senderUserId: string, body: string, at: Date): Promise<MessageView>;
  markRead(conversationId: string, userId: string, at: Date): Promise<void>;
  setBlocked(blockerUserId: string, blockedUserId: string, blocked: boolean, at: Date): Promise<void>;
  report(report: { conversationId: string; reporterUserId: string; reportedUserId: string; reason: string }, at: Date): Promise<string>;
}
