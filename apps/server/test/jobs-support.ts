import { asc } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import * as s from '../src/db/schema/index.js';
import type { TestContext } from './helpers.js';

/** Two ids of each seeded reference table the job content names. */
export async function referenceIds(db: Database) {
  const two = async (table: typeof s.workArea | typeof s.language | typeof s.location) => {
    const rows = await db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(2);
    return rows.map((r) => r.id);
  };
  return {
    workArea: await two(s.workArea),
    seniority: await two(s.seniority as never),
    skill: await two(s.professionalSkill as never),
    language: await two(s.language),
    level: await two(s.languageLevel as never),
    softSkill: await two(s.softSkill as never),
    education: await two(s.education as never),
    licence: await two(s.driverLicense as never),
    availability: await two(s.availability as never),
    protectedClass: await two(s.protectedClass as never),
    location: await two(s.location),
  };
}

/** The job calls, as a given user. */
export function jobCalls(t: TestContext) {
  return {
    create: (as: number, payload: object) => t.request({ method: 'POST', url: '/api/job', as, payload }),
    get: (as: number, id: number) => t.request({ method: 'GET', url: `/api/job/${id}`, as }),
    content: (as: number, id: number, payload: object) =>
      t.request({ method: 'PATCH', url: `/api/job/content/${id}`, as, payload }),
    status: (as: number, id: number, status: string) =>
      t.request({ method: 'PATCH', url: `/api/job/status/${id}`, as, payload: { status } }),
    duplicate: (as: number, id: number) => t.request({ method: 'POST', url: `/api/job/duplicate/${id}`, as }),
    remove: (as: number, id: number) => t.request({ method: 'DELETE', url: `/api/job/${id}`, as }),
    journal: (as: number, id: number) => t.request({ method: 'GET', url: `/api/job/journal/${id}`, as }),
    link: (as: number, id: number) => t.request({ method: 'GET', url: `/api/job/dynamic-link/${id}`, as }),
    overview: (as: number, query = '') => t.request({ method: 'GET', url: `/api/job/@overview${query}`, as }),
    dump: (as: number) => t.request({ method: 'GET', url: '/api/job/@dump', as }),
  };
}
