import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import { job, user, userCompany } from '../../apps/server/src/db/schema/index.js';

const roles = [
  'Frontend developer',
  'Backend developer',
  'Full stack developer',
  'Mobile developer',
  'Developer advocate',
  'Game developer',
  'Data engineer',
  'QA engineer',
  'Site reliability engineer',
  'Product designer',
  'Project manager IT',
  'Sviluppatore/trice Java',
  'Sistemista Linux',
  'Magazziniere/a',
  'Addetto/a vendite',
  'Contabile',
  'Impiegato/a amministrativo/a',
];
const stacks = [
  'TypeScript',
  'React',
  'Node.js',
  'Java',
  'Kotlin',
  'Go',
  'Python',
  'PHP',
  '.NET',
  'Rust',
  'Flutter',
  'SAP',
];
const levels = ['Junior', 'Mid', 'Senior', 'Lead', 'Stagista'];
const cities = ['Milano', 'Torino', 'Bologna', 'Roma', 'Padova', 'remoto', 'ibrido'];

/** Bulk-inserts `total` jobs with varied names, owners, statuses and creation dates for one company. */
export async function addJobs(
  db: Database,
  companyId: number,
  ownerIds: number[],
  total: number,
): Promise<void> {
  const now = Date.now();
  const day = 86_400_000;
  const rows: Array<typeof job.$inferInsert> = [];
  for (let i = 0; i < total; i++) {
    const role = roles[(i * 7) % roles.length]!;
    const stack = stacks[(i * 5 + Math.floor(i / 17)) % stacks.length]!;
    const createdAt = new Date(now - ((i * 7919) % 730) * day - (i % 1440) * 60_000);
    const status = i % 5;
    rows.push({
      companyId,
      userId: ownerIds[i % ownerIds.length]!,
      name: `${levels[i % levels.length]} ${role} ${stack} – ${cities[(i * 3) % cities.length]} #${i + 1}`,
      description: `Cerchiamo una persona per il ruolo di ${role} (${stack}). Annuncio di prova numero ${i + 1}.`,
      content: { requirements: [stack, 'inglese B2'], benefits: ['buoni pasto', 'smart working'] },
      workAreaId: 1,
      salaryMinCents: 2_500_000 + (i % 20) * 100_000,
      salaryMaxCents: 3_500_000 + (i % 20) * 150_000,
      publishedAt: status === 0 ? null : createdAt,
      suspendedAt: status === 2 ? createdAt : null,
      archivedAt: status === 3 ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(job).values(rows.slice(i, i + 500));
}

export async function companyOf(
  db: Database,
  email: string,
): Promise<{ companyId: number; memberIds: number[] }> {
  const [found] = await db
    .select({ companyId: userCompany.companyId })
    .from(user)
    .innerJoin(userCompany, eq(userCompany.userId, user.id))
    .where(and(eq(user.email, email), isNull(userCompany.deletedAt)));
  if (!found) throw new Error(`${email} has no company: did the demo seed change?`);
  const members = await db
    .select({ userId: userCompany.userId })
    .from(userCompany)
    .where(and(eq(userCompany.companyId, found.companyId), isNull(userCompany.deletedAt)));
  return { companyId: found.companyId, memberIds: members.map((m) => m.userId) };
}
