/** The stream the session keeps: whose, with which company, and how many company switches in. */
export interface StreamKey {
  userId: number;
  companyId: number | null;
  /** Whether the company has been known since the stream opened (it loads after sign-in). */
  companyKnown: boolean;
  switches: number;
}

/**
 * The key of the stream for the session now. The server opens a stream with the caller's active
 * company, so the company the shell learns just after sign-in (null until the companies load) is the
 * one the stream already has: learning it keeps the stream; a switch afterwards reopens it.
 */
export function nextStreamKey(
  previous: StreamKey | null,
  userId: number,
  companyId: number | null,
): StreamKey {
  if (!previous || previous.userId !== userId)
    return { userId, companyId, companyKnown: companyId !== null, switches: 0 };
  if (companyId === previous.companyId) return previous;
  return {
    userId,
    companyId,
    companyKnown: true,
    switches: previous.companyKnown ? previous.switches + 1 : previous.switches,
  };
}
