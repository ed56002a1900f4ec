/** The board page's tabs (query string `tab`): new applications, the board, the job editor. */
export const boardTabs = ['new', 'manage', 'edit'] as const;
export type BoardTab = (typeof boardTabs)[number];

export function parseBoardTab(value: string | null): BoardTab {
  return boardTabs.find((tab) => tab === value) ?? 'manage';
}

/** The board page of a job, optionally with a candidate open, on a tab. */
export function boardPath(jobId: number, applicationId: number | null, tab: BoardTab): string {
  return `/board/${jobId}${applicationId ? `/${applicationId}` : ''}?tab=${tab}`;
}
