import { eq, sql } from 'drizzle-orm';
import { RoleId } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { user } from '../../db/schema/index.js';
import { revokeUserSessions } from './sessions.js';

/** Disables a user (role id 4): every session ends, and the guard refuses their tokens at once. */
export async function disableUser(db: Database, userId: number): Promise<void> {
  await db
    .update(user)
    .set({ roleId: RoleId.disabled, updatedAt: sql`now()` })
    .where(eq(user.id, userId));
  await revokeUserSessions(db, userId, 'user-disabled');
}
