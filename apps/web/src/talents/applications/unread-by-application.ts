import type { ChatSummary, MyApplication } from '@hiring/domain';

/**
 * The unread messages of each application's conversation. A candidate's conversation is with a
 * company (its chats about several jobs make one thread: docs/chat.md), so every application to that
 * company shows the company's unread count.
 */
export function unreadByApplication(
  applications: MyApplication[],
  companyOfChat: Map<number, number>,
  conversations: ChatSummary[],
): Map<number, number> {
  const unreadOfCompany = new Map(conversations.map((c) => [c.chatter.id, c.unreadCount]));
  const result = new Map<number, number>();
  for (const application of applications) {
    const companyId = application.chatId === null ? undefined : companyOfChat.get(application.chatId);
    const unread = companyId === undefined ? 0 : (unreadOfCompany.get(companyId) ?? 0);
    if (unread > 0) result.set(application.id, unread);
  }
  return result;
}
