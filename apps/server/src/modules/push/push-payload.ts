/** What the service worker shows (apps/web/public/sw.js): a notification and where a click leads. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** Notifications with the same tag replace each other (one per conversation or application). */
  tag: string;
}

/** A claimed CHAT or STEP notice with what its text needs (push-dispatcher.ts reads it in one query). */
export interface PushNotice {
  id: number;
  itemClass: 'CHAT' | 'STEP';
  itemId: number;
  companyId: number;
  jobId: number | null;
  applicationId: number | null;
  message: string | null;
  recipientUserId: number;
  lang: string;
  fromName: string | null;
  jobName: string | null;
  /** The chat's candidate (CHAT). */
  chatCandidateUserId: number | null;
  /** The application's candidate and their name (STEP). */
  applicationUserId: number | null;
  candidateName: string | null;
  /** The step's English name, when the notice's message is a step type's name (STEP). */
  stepNameEn: string | null;
}

type Lang = 'it' | 'en';

const copy: Record<
  Lang,
  { newMessage: (from: string) => string; someone: string; stepUpdate: string; attachment: string }
> = {
  it: {
    newMessage: (from) => `Nuovo messaggio da ${from}`,
    someone: 'un contatto',
    stepUpdate: 'Aggiornamento candidatura',
    attachment: 'Allegato',
  },
  en: {
    newMessage: (from) => `New message from ${from}`,
    someone: 'a contact',
    stepUpdate: 'Application update',
    attachment: 'Attachment',
  },
};

const langOf = (lang: string): Lang => (lang.toLowerCase().startsWith('en') ? 'en' : 'it');

/**
 * The push of a notice, in the recipient's language. Staff go where the dashboard's notices lead: a
 * message to the conversation with the candidate, a step to the board's manage view of the
 * application. A candidate goes to the candidate app (docs/talents.md): a step to that application's
 * page, a message to their applications (a chat notice names no application; the list shows each
 * company's unread messages).
 */
export function pushPayload(notice: PushNotice): PushPayload {
  const lang = langOf(notice.lang);
  const t = copy[lang];
  if (notice.itemClass === 'CHAT') {
    const forCandidate = notice.recipientUserId === notice.chatCandidateUserId;
    return {
      title: t.newMessage(notice.fromName ?? t.someone),
      body: notice.message || t.attachment,
      url: forCandidate ? '/talents/applications' : `/messages/${notice.chatCandidateUserId ?? ''}`,
      tag: `chat-${notice.itemId}`,
    };
  }
  const step = (lang === 'en' ? notice.stepNameEn : null) ?? notice.message ?? '';
  const forCandidate = notice.recipientUserId === notice.applicationUserId;
  const url = forCandidate
    ? `/talents/applications/${notice.itemId}`
    : notice.jobId === null
      ? `/messages/${notice.companyId}`
      : `/board/${notice.jobId}/${notice.itemId}?tab=manage`;
  return {
    title: notice.jobName ? `${t.stepUpdate} · ${notice.jobName}` : t.stepUpdate,
    body: !forCandidate && notice.candidateName ? `${notice.candidateName}: ${step}` : step,
    url,
    tag: `step-${notice.itemId}`,
  };
}
