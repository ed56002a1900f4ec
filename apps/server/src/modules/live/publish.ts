import type { NoticeItemClass } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import type { LiveBus, LiveEvent } from './live-bus.js';

/**
 * The bus of the app that owns a database handle, set by buildApp (live.ts). Services already hold
 * `db`, so they publish with it; two apps in one process (tests) never share a bus.
 */
const buses = new WeakMap<Database, { bus: LiveBus; onError: (error: unknown) => void }>();

export function attachLiveBus(db: Database, bus: LiveBus, onError: (error: unknown) => void): void {
  buses.set(db, { bus, onError });
}

export function detachLiveBus(db: Database): void {
  buses.delete(db);
}

/**
 * Announces a live event through the app's bus. Call it with the app's `db` (not a transaction's
 * `tx`) AFTER the transaction commits. Never throws: live delivery is a courtesy, the data is saved.
 */
export async function publishLive(db: Database, event: LiveEvent): Promise<void> {
  const found = buses.get(db);
  if (!found) return;
  await found.bus.publish(event).catch(found.onError);
}

/** Most ids per NOTIFY (8000 bytes at most): larger recipient lists go out in several events. */
const IDS_PER_EVENT = 500;

/**
 * New notices for these users: each open `GET /live` stream of theirs gets `event: notice`
 * (`{itemClass}`) and the web app reloads its notices. `companyId`: the notices' company (a staff
 * member's stream hears it only while that company is active); null for any.
 */
export async function publishNotice(
  db: Database,
  userIds: readonly number[],
  itemClass: NoticeItemClass,
  companyId: number | null = null,
): Promise<void> {
  const unique = [...new Set(userIds)];
  for (let i = 0; i < unique.length; i += IDS_PER_EVENT) {
    await publishLive(db, {
      type: 'notice',
      userIds: unique.slice(i, i + IDS_PER_EVENT),
      itemClass,
      companyId,
    });
  }
}
