import type {
  ApplicationQuestion,
  ChatMessage,
  ChatSummary,
  MeetingView,
  MyApplication,
  VideoAnswer,
} from '@hiring/domain';
import { api } from '../api';
import { openBlob } from '../../shared/files/open-blob';
import { fetchApiFile } from '../api-file';
import type { TalentsLanguage } from '../i18n/language';
import { multipartBody } from '../../shared/files/multipart-body';

/**
 * The calls of "My applications" (docs/talents.md): the candidate's applications, their interviews,
 * questions and the chat with each company. Types only from the domain (no zod in this bundle).
 */
export const myApplicationsApi = {
  list: (lang: TalentsLanguage, signal?: AbortSignal) =>
    api.get<MyApplication[]>('/talents/applications', { query: { lang }, signal }),
  get: (id: number, lang: TalentsLanguage, signal?: AbortSignal) =>
    api.get<MyApplication>(`/talents/applications/${id}`, { query: { lang }, signal }),
  withdraw: (id: number) => api.post<MyApplication>(`/talents/applications/${id}/withdraw`),

  acceptInterview: (id: number) => api.patch<MeetingView>(`/meeting/${id}`, { status: 'accepted' }),
  /** Declining a requested interview, or cancelling an accepted one, is the same cancel. */
  declineInterview: (id: number) => api.delete<void>(`/meeting/${id}`),
  downloadIcs: async (id: number) =>
    openBlob(await fetchApiFile(`/meeting/${id}/ics`), `interview-${id}.ics`, false),

  questions: (applicationId: number, signal?: AbortSignal) =>
    api.get<ApplicationQuestion[]>('/application-question', {
      query: { where: { applicationId }, orderBy: 'id', take: 200 },
      signal,
    }),
  answerText: (questionId: number, answerText: string) =>
    api.patch<ApplicationQuestion>(`/application-question/${questionId}`, { answerText }),
  answerVideo: (questionId: number, videoAnswerId: number) =>
    api.patch<ApplicationQuestion>(`/application-question/${questionId}`, { videoAnswerId }),
  uploadVideoAnswer: (file: Blob, fileName: string) => {
    const form = new FormData();
    form.append('file', file, fileName);
    return api.post<VideoAnswer>('/video-answer', form);
  },

  /** The company a chat is with (the candidate's chatter is the company: docs/chat.md). */
  chatCompanies: async (chatIds: number[], signal?: AbortSignal): Promise<Map<number, number>> => {
    if (chatIds.length === 0) return new Map();
    const chats = await api.post<Array<{ id: number; companyId: number }>>(
      '/chat/@fetch',
      { idList: chatIds, select: ['id', 'companyId'] },
      { signal },
    );
    return new Map(chats.map((c) => [c.id, c.companyId]));
  },
  conversations: (signal?: AbortSignal) => api.get<ChatSummary[]>('/chat', { query: { take: 200 }, signal }),
  /** A page of the thread with a company, oldest first; `before` pages back. */
  thread: (companyId: number, options: { before?: number; take: number }, signal?: AbortSignal) =>
    api.get<ChatMessage[]>(`/chat/${companyId}`, { query: options, signal }),
  send: (chatId: number, body: string) => api.post<ChatMessage>('/message', { chatId, body }),
  /** `POST /message/attachment`: a message with a file, with or without text. */
  sendWithFile: (chatId: number, body: string, file: File) =>
    api.post<ChatMessage>(
      '/message/attachment',
      multipartBody({ chatId: String(chatId), body }, file, file.name),
    ),
  markRead: (chatId: number, messageId: number) =>
    api.post<{ unreadCount: number }>('/last-message', { chatId, messageId }),
};
