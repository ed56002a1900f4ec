import { and, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { aiPrompt } from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import { twoCompanies } from './fixtures.js';
import type { TestContext } from './helpers.js';

/** The people AI tweaking tells apart: an admin with ai-tweaking, an admin without it, a super user, a company admin. */
export async function aiPeople(db: Database) {
  const f = await twoCompanies(db);
  const tweaker = await createUser(db, {
    firstname: 'Tina',
    lastname: 'Tweak',
    roleId: 1,
    isAdmin: true,
    adminPermissions: ['ai-tweaking'],
  });
  const otherAdmin = await createUser(db, {
    firstname: 'Otto',
    lastname: 'Altro',
    roleId: 1,
    isAdmin: true,
    adminPermissions: ['sudoer', 'user-stats', 'job-pricing', 'enrollment', 'human-approval'],
  });
  const su = await createUser(db, { firstname: 'Super', lastname: 'User', roleId: 1, isSu: true });
  return { ...f, tweaker, otherAdmin, su };
}

/** The id of a prompt row. */
export async function promptId(db: Database, lang: string, key = 'job-generate'): Promise<number> {
  const [row] = await db
    .select({ id: aiPrompt.id })
    .from(aiPrompt)
    .where(and(eq(aiPrompt.key, key), eq(aiPrompt.lang, lang)));
  return row!.id;
}

/** The calls of the AI-tweaking page, as a given user. */
export function aiCalls(t: TestContext) {
  return {
    list: (as: number, query = '') => t.request({ method: 'GET', url: `/api/admin/ai/prompt${query}`, as }),
    get: (as: number, id: number) => t.request({ method: 'GET', url: `/api/admin/ai/prompt/${id}`, as }),
    versions: (as: number, id: number, query = '') =>
      t.request({ method: 'GET', url: `/api/admin/ai/prompt/${id}/version${query}`, as }),
    version: (as: number, id: number, version: number) =>
      t.request({ method: 'GET', url: `/api/admin/ai/prompt/${id}/version/${version}`, as }),
    save: (as: number, id: number, payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: `/api/admin/ai/prompt/${id}/version`, payload, as }),
    rollback: (as: number, id: number, payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: `/api/admin/ai/prompt/${id}/rollback`, payload, as }),
    try: (as: number, payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/admin/ai/try', payload, as }),
  };
}
