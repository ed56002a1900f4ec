/** The stream the session keeps: whose, with which company, and how many company switches in. */
export interface StreamKey {
  userId: number;
  companyId: number | null;
  switches: number;
}

/**
 * The key of the stream for the session now. The server opens a stream with the caller's active
 * company, so the company the shell learns just after sign-in (null until the companies load, before
 * any switch) is the one the stream already has: learning it keeps the stream; a switch afterwards
 * reopens it.
 */
export function nextStreamKey(
  previous: StreamKey | null,
  userId: number,
  companyId: number | null,
): StreamKey {
  if (!previous || previous.userId !== userId) return { userId, companyId, switches: 0 };
  if (companyId === previous.companyId) return previous;
  const learnt = previous.companyId === null && previous.switches === 0;
  return { userId, companyId, switches: learnt ? 0 : previous.switches + 1 };
}
