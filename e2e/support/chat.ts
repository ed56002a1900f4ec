import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChatMessage, ChatSummary } from '@hiring/domain';
import type { Page } from 'playwright-core';
import { callApi } from './api.js';
import { repoRoot } from './server.js';

export type { ChatMessage, ChatSummary };

/** The messages page's own translations (apps/web/public/locales/{lng}/messages.json). */
export async function readChatTexts(lng: 'it' | 'en'): Promise<Record<string, string>> {
  const path = join(repoRoot, 'apps/web/public/locales', lng, 'messages.json');
  return JSON.parse(await readFile(path, 'utf8')) as Record<string, string>;
}

/**
 * The e-mail a conversation's candidate signs in with, as the recruiter finds it: the application to
 * the conversation's job on the board, then the candidate detail's contact.
 */
export async function candidateEmail(
  recruiter: Page,
  conversation: ChatSummary,
): Promise<{ email: string; applicationId: number }> {
  const board = await callApi<{ applications: Array<{ id: number; candidate: { userId: number } }> }>(
    recruiter,
    'GET',
    `/board/${conversation.jobId}`,
  );
  const application = board.applications.find((a) => a.candidate.userId === conversation.chatter.id);
  if (!application)
    throw new Error(`No application of ${conversation.chatter.name} on job ${conversation.jobId}`);
  const detail = await callApi<{ contact: { email: string } | null }>(
    recruiter,
    'GET',
    `/board/application/${application.id}`,
  );
  if (!detail.contact) throw new Error('The contact module is off');
  return { email: detail.contact.email, applicationId: application.id };
}
