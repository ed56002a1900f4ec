import { and, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../client.js';
import * as t from '../schema/index.js';
import { BILLING_ZONE } from '../../modules/billing/billing-calendar.js';
import { syncCharges } from '../../modules/billing/charges.service.js';

type Status = 'published' | 'suspended' | 'archived' | 'draft';

/** One step of a demo post's past: days before today, the hour in Italy, what happened. */
type Step =
  | { daysAgo: number; hour: number; status: Status }
  | { daysAgo: number; hour: number; tier: number }
  | { daysAgo: number; hour: number; approved: true };

interface DemoHistory {
  job: string;
  createdDaysAgo: number;
  /** The tier the post was created at (tier steps change it later). */
  tierId: number;
  steps: Step[];
}

/**
 * The past of the demo's live, suspended and closed posts, told as their journal. The charges are
 * not invented: the ledger's own sync computes them from these entries (docs/billing.md).
 */
const histories: DemoHistory[] = [
  {
    job: 'Sviluppatore/trice full stack TypeScript',
    createdDaysAgo: 150,
    tierId: 1,
    steps: [
      { daysAgo: 148, hour: 10, status: 'published' },
      { daysAgo: 90, hour: 16, tier: 2 },
      { daysAgo: 60, hour: 9, status: 'suspended' },
      { daysAgo: 55, hour: 11, status: 'published' },
    ],
  },
  {
    job: 'DevOps engineer',
    createdDaysAgo: 120,
    tierId: 3,
    steps: [{ daysAgo: 118, hour: 9, status: 'published' }],
  },
  {
    job: 'Project manager IT',
    createdDaysAgo: 100,
    tierId: 1,
    steps: [
      { daysAgo: 98, hour: 15, status: 'published' },
      // Suspended and published again the same morning: one publication charged that day.
      { daysAgo: 45, hour: 9, status: 'suspended' },
      { daysAgo: 45, hour: 12, status: 'published' },
      { daysAgo: 20, hour: 18, status: 'suspended' },
    ],
  },
  {
    job: 'Sviluppatore/trice Java senior',
    createdDaysAgo: 160,
    tierId: 2,
    steps: [
      { daysAgo: 158, hour: 10, status: 'published' },
      { daysAgo: 70, hour: 17, status: 'archived' },
    ],
  },
  {
    job: 'Magazziniere/a carrellista',
    createdDaysAgo: 130,
    tierId: 1,
    steps: [{ daysAgo: 128, hour: 8, status: 'published' }],
  },
  {
    job: 'Autista patente C + CQC',
    createdDaysAgo: 80,
    tierId: 1,
    steps: [
      { daysAgo: 79, hour: 10, status: 'published' },
      { daysAgo: 40, hour: 14, tier: 2 },
    ],
  },
  {
    job: 'Impiegato/a amministrativo/a',
    createdDaysAgo: 140,
    tierId: 1,
    steps: [
      { daysAgo: 138, hour: 9, status: 'published' },
      { daysAgo: 30, hour: 12, status: 'archived' },
    ],
  },
  {
    job: 'Addetto/a customer service',
    createdDaysAgo: 76,
    tierId: 1,
    steps: [
      { daysAgo: 75, hour: 10, status: 'published' },
      { daysAgo: 10, hour: 16, status: 'suspended' },
    ],
  },
  {
    job: 'Consulente del lavoro junior',
    createdDaysAgo: 50,
    tierId: 1,
    steps: [
      // Studio Verdi's posts wait for the back office: asked on day 50, approved and live on day 49.
      { daysAgo: 50, hour: 11, status: 'draft' },
      { daysAgo: 49, hour: 10, approved: true },
    ],
  },
];

const ACTIONS: Record<Status, string> = {
  published: 'ACTIVE',
  suspended: 'HOLD',
  archived: 'CLOSE',
  draft: 'ACTIVE',
};

/**
 * Months of billing for the demo: each non-draft post's journal backdated, Adriatica's own price for
 * basic posts, Tecnoware's monthly budgets (the company's, Giulia's and Marco's), then the ledger
 * synced up to `now` the way the daily job does it.
 */
export async function seedDemoBilling(db: Database, now = new Date()): Promise<void> {
  const at = (daysAgo: number, hour: number) =>
    DateTime.fromJSDate(now, { zone: BILLING_ZONE })
      .minus({ days: daysAgo })
      .set({ hour, minute: 0, second: 0, millisecond: 0 })
      .toJSDate();
  const [admin] = await db.select().from(t.user).where(eq(t.user.email, 'admin@hiring.demo'));
  const jobs = await db
    .select()
    .from(t.job)
    .where(
      inArray(
        t.job.name,
        histories.map((h) => h.job),
      ),
    );

  for (const history of histories) {
    const row = jobs.find((j) => j.name === history.job);
    if (!row) continue;
    const created = at(history.createdDaysAgo, 9);
    const events: Array<Omit<typeof t.jobEvent.$inferInsert, 'jobId'>> = [
      { kind: 'created', data: { name: row.name }, createdAt: created },
    ];
    let status: Status = 'draft';
    let tierId = history.tierId;
    const stamps: Partial<typeof t.job.$inferInsert> = {
      publishedAt: null,
      suspendedAt: null,
      archivedAt: null,
    };
    for (const step of history.steps) {
      const when = at(step.daysAgo, step.hour);
      if ('tier' in step) {
        events.push({ kind: 'tier', data: { from: tierId, to: step.tier }, createdAt: when });
        tierId = step.tier;
      } else if ('approved' in step) {
        events.push({ kind: 'approved', data: { published: true }, createdAt: when });
        Object.assign(stamps, { approvedAt: when, approvedByUserId: admin?.id ?? null, publishedAt: when });
        status = 'published';
      } else {
        const data: Record<string, unknown> = { action: ACTIONS[step.status], from: status, to: step.status };
        if (step.status === 'draft') {
          data.approvalRequested = true;
          stamps.approvalRequestedAt = when;
        }
        if (step.status === 'published' && status !== 'suspended') stamps.publishedAt = when;
        if (step.status === 'published') stamps.suspendedAt = null;
        if (step.status === 'suspended') stamps.suspendedAt = when;
        if (step.status === 'archived') stamps.archivedAt = when;
        events.push({ kind: 'status', data, createdAt: when });
        status = step.status;
      }
    }
    await db
      .insert(t.jobEvent)
      .values(events.map((e) => ({ ...e, jobId: row.id, userId: row.userId, actorUserId: row.userId })));
    await db
      .update(t.job)
      .set({ ...stamps, tierId, createdAt: created })
      .where(eq(t.job.id, row.id));
  }

  const company = async (name: string) => {
    const [found] = await db.select().from(t.company).where(eq(t.company.name, name));
    return found;
  };
  const tecnoware = await company('Tecnoware S.r.l.');
  const adriatica = await company('Logistica Adriatica S.p.A.');
  if (adriatica) {
    await db.insert(t.priceList).values({
      tierId: 1,
      companyId: adriatica.id,
      publishCents: null,
      dayCents: 120,
      validFrom: at(60, 0),
      createdByUserId: admin?.id ?? null,
      note: 'Convenzione logistica: prezzo giornaliero ridotto per gli annunci Base',
    });
  }
  if (tecnoware) {
    await db.update(t.company).set({ monthlyBudgetCents: 40_000 }).where(eq(t.company.id, tecnoware.id));
    for (const [email, cents] of [
      ['giulia.rossi@tecnoware.demo', 25_000],
      ['marco.bianchi@tecnoware.demo', 12_000],
    ] as const) {
      const [member] = await db.select({ id: t.user.id }).from(t.user).where(eq(t.user.email, email));
      if (!member) continue;
      await db
        .update(t.userCompany)
        .set({ monthlyBudgetCents: cents })
        .where(and(eq(t.userCompany.userId, member.id), eq(t.userCompany.companyId, tecnoware.id)));
    }
  }
  for (const c of await db.select({ id: t.company.id }).from(t.company)) {
    await syncCharges(db, { companyId: c.id }, now);
  }
}
