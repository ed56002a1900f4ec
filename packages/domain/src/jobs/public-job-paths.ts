/** The public job page's constants, without zod: the candidate app imports them as they are. */

/** The languages a reader can have the public job page in; `it` is the fallback (spec 1). */
export const readerLangs = ['it', 'en'] as const;
export type ReaderLang = (typeof readerLangs)[number];

/** The 410 of a closed (archived) post: it existed, and nothing of it is served but this. */
export const JOB_POST_CLOSED = 'This job post is closed';

/** The public paths of a post (relative to the site's origin). */
export const publicJobPath = (id: number) => `/talents/jobs/${id}`;
export const applyPath = (id: number) => `/talents/apply/${id}`;
