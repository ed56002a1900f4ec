import type { ChatSort } from '@hiring/domain';

/** Query keys of the messages page; the active company is part of them, so a switch loads its own. */
export const chatKeys = {
  all: ['chat'] as const,
  lists: (companyId: number | null) => ['chat', 'list', companyId] as const,
  list: (companyId: number | null, sort: ChatSort) => ['chat', 'list', companyId, sort] as const,
  thread: (companyId: number | null, chatterId: number) => ['chat', 'thread', companyId, chatterId] as const,
  chatter: (companyId: number | null, chatterId: number) =>
    ['chat', 'chatter', companyId, chatterId] as const,
};

/** Messages per page of the thread, conversations per page of the list. */
export const THREAD_PAGE = 30;
export const LIST_PAGE = 30;
