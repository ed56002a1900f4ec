import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import * as t from '../schema/index.js';
import { hashPassword } from '../../modules/auth/passwords.js';
import { createJob } from './factories.js';

const DAY = 86_400_000;

/**
 * The demo's back-office work (issue 13): signups in each state for /admin/enrollment (the demo
 * companies are the completed ones), and for /admin/approval two posts of Studio Verdi (a company
 * that requires approval) and an edit of its page, all waiting.
 */
export async function seedBackOfficeDemo(
  db: Database,
  who: { giulia: number; paolo: number; studio: number },
  now = new Date(),
): Promise<void> {
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const ago = (days: number, hour = 10) => {
    const at = new Date(now.getTime() - days * DAY);
    at.setUTCHours(hour, 0, 0, 0);
    return at;
  };

  // The demo companies came from completed signups; their admins are the first users.
  const admins = await db
    .select({ id: t.user.id, email: t.user.email, firstname: t.user.firstname, lastname: t.user.lastname })
    .from(t.user)
    .where(
      inArray(t.user.email, [
        'giulia.rossi@tecnoware.demo',
        'luca.ferrari@adriatica.demo',
        'paolo.verdi@studioverdi.demo',
      ]),
    );
  const memberships = await db
    .select({ userId: t.userCompany.userId, companyId: t.userCompany.companyId, name: t.company.name })
    .from(t.userCompany)
    .innerJoin(t.company, eq(t.company.id, t.userCompany.companyId))
    .where(
      inArray(
        t.userCompany.userId,
        admins.map((a) => a.id),
      ),
    );
  for (const [i, admin] of admins.entries()) {
    const company = memberships.find((m) => m.userId === admin.id);
    if (!company) continue;
    await db.insert(t.customer).values({
      email: admin.email,
      companyName: company.name,
      firstname: admin.firstname,
      lastname: admin.lastname,
      lang: 'it',
      termsAcceptedAt: ago(400 - i * 30),
      emailVerifiedAt: ago(400 - i * 30, 11),
      completedAt: ago(400 - i * 30, 11),
      companyId: company.companyId,
      adminUserId: admin.id,
      createdAt: ago(400 - i * 30),
      updatedAt: ago(400 - i * 30, 11),
    });
  }

  // Waiting signups: one requested (email not confirmed), two verified, one rejected.
  const passwordHash = await hashPassword('Demo2026!');
  const [reviewer] = await db
    .select({ id: t.user.id })
    .from(t.user)
    .where(eq(t.user.email, 'admin.enrollment@hiring.demo'));
  const signups = [
    {
      email: 'marta.gallo@ortofrutta-gallo.demo',
      companyName: 'Ortofrutta Gallo S.a.s.',
      vatId: 'IT00743110157',
      firstname: 'Marta',
      lastname: 'Gallo',
      createdAt: ago(1, 9),
    },
    {
      email: 'davide.russo@russo-impianti.demo',
      companyName: 'Russo Impianti S.r.l.',
      vatId: null,
      firstname: 'Davide',
      lastname: 'Russo',
      createdAt: ago(3, 15),
      emailVerifiedAt: ago(3, 16),
    },
    {
      email: 'anna.lombardi@lombardi-design.demo',
      companyName: 'Lombardi Design',
      vatId: null,
      firstname: 'Anna',
      lastname: 'Lombardi',
      lang: 'en',
      createdAt: ago(2, 11),
      emailVerifiedAt: ago(2, 11),
    },
    {
      email: 'info@offerte-facili.demo',
      companyName: 'Offerte Facili',
      vatId: null,
      firstname: 'Mario',
      lastname: 'Bassi',
      createdAt: ago(6, 10),
      emailVerifiedAt: ago(6, 10),
      rejectedAt: ago(5, 12),
      rejectReason:
        "Non risulta un'azienda con questo nome e la partita IVA manca: registratevi di nuovo con i dati della società.",
      reviewedByUserId: reviewer?.id ?? null,
    },
  ];
  for (const signup of signups) {
    await db.insert(t.customer).values({
      lang: 'it',
      termsAcceptedAt: signup.createdAt,
      passwordHash: 'rejectedAt' in signup ? null : passwordHash,
      updatedAt: signup.createdAt,
      ...signup,
    });
  }

  // Two posts of Studio Verdi wait for approval (publishing asked, neither approved nor rejected).
  const posts = [
    {
      name: 'Addetto/a paghe e contributi',
      workAreaId: 6,
      description:
        'Lo Studio Verdi cerca una persona che gestisca le paghe di un portafoglio di piccole aziende clienti: ' +
        'cedolini, contributi, adempimenti mensili e rapporti con gli enti.',
      content: {
        responsibilities: [
          'Elaborare i cedolini mensili',
          'Gestire F24 e UniEmens',
          'Seguire i clienti assegnati',
        ],
        requirements: ['Diploma o laurea in materie economiche', 'Esperienza di almeno 2 anni in uno studio'],
        benefits: ['Buoni pasto', 'Orario flessibile'],
        contractType: 'permanent',
        workMode: 'hybrid',
      },
      salaryMinCents: 2_600_000,
      salaryMaxCents: 3_200_000,
      asked: ago(2, 9),
    },
    {
      name: 'Stagista amministrazione del personale',
      workAreaId: 6,
      description:
        'Tirocinio di sei mesi nell’ufficio del personale dello studio: affiancamento sulle pratiche di ' +
        'assunzione, presenze e archivio.',
      content: {
        responsibilities: ['Preparare le pratiche di assunzione', 'Tenere in ordine le presenze'],
        requirements: ['Laurea (anche triennale) in economia o giurisprudenza'],
        benefits: ['Rimborso spese mensile'],
        contractType: 'internship',
        workMode: 'onsite',
      },
      salaryMinCents: null,
      salaryMaxCents: null,
      asked: ago(1, 14),
    },
  ];
  for (const { asked, content, ...post } of posts) {
    await createJob(db, {
      companyId: who.studio,
      userId: who.paolo,
      ...post,
      content: { name: post.name, description: post.description, ...content },
      approvalRequestedAt: asked,
      createdAt: ago(3, 10),
      updatedAt: asked,
    });
  }

  // Studio Verdi's page: edited by Paolo this morning, the edit waits for approval.
  await db
    .update(t.company)
    .set({
      description:
        'Studio di consulenza del lavoro e amministrazione del personale. Dal 1998 seguiamo paghe, contratti e ' +
        'relazioni sindacali di oltre 200 aziende del Lazio.',
      website: 'https://studioverdi.example',
      pageApprovalRequestedAt: hoursAgo(3),
      updatedAt: hoursAgo(3),
    })
    .where(and(eq(t.company.id, who.studio)));
  await db.insert(t.auditLog).values({
    actorUserId: who.paolo,
    companyId: who.studio,
    action: 'page-approval-request',
    data: { fields: ['description', 'website'] },
    createdAt: hoursAgo(3),
  });
}
