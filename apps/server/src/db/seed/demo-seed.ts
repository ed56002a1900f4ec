import {
  adminPermissions,
  applicationStepTypes,
  CompanyRoleId,
  RoleId,
  type AdminPermission,
} from '@hiring/domain';
import type { Database } from '../client.js';
import * as t from '../schema/index.js';
import { hashPassword } from '../../modules/auth/passwords.js';
import { bios, chatLines, firstNamesFemale, firstNamesMale, headlines, lastNames } from './demo-names.js';
import { seedDemoBilling } from './demo-billing.js';
import { seedBackOfficeDemo } from './demo-back-office.js';
import { seedDemoActivity } from './demo-activity.js';
import { random } from './demo-random.js';
import {
  addMember,
  addStep,
  createApplication,
  createBoardColumns,
  createCandidate,
  createChat,
  createCompany,
  createJob,
  createUser,
  type JobStatusSeed,
  type NewUser,
} from './factories.js';

export const DEMO_PASSWORD = 'Demo2026!';

export interface DemoLogin {
  role: string;
  email: string;
}

const stepId = (key: string) => applicationStepTypes.find((s) => s.key === key)!.id;

const LOCATIONS = {
  torino: 1,
  milano: 13,
  verona: 24,
  padova: 29,
  bologna: 43,
  firenze: 52,
  ancona: 63,
  roma: 69,
  napoli: 80,
  bari: 84,
};

/** Demo companies, staff, candidates, jobs in every status, applications over the board and chats. */
export async function seedDemoData(db: Database): Promise<DemoLogin[]> {
  const rnd = random(2026);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const logins: DemoLogin[] = [];
  const staff = async (
    role: string,
    email: string,
    firstname: string,
    lastname: string,
    extra: Partial<NewUser> = {},
  ) => {
    logins.push({ role, email });
    return createUser(db, { email, firstname, lastname, passwordHash, roleId: RoleId.recruiter, ...extra });
  };

  await staff('super user', 'su@hiring.demo', 'Sofia', 'Amato', { roleId: RoleId.admin, isSu: true });
  const alberto = await staff('back-office admin', 'admin@hiring.demo', 'Alberto', 'Neri', {
    roleId: RoleId.admin,
    isAdmin: true,
    adminPermissions: [...adminPermissions],
  });
  // One back-office admin per single permission, to see each page with and without it (README).
  const singlePermissionAdmins: Record<AdminPermission, [string, string]> = {
    sudoer: ['Silvia', 'Moretti'],
    'job-pricing': ['Pietro', 'Costa'],
    'user-stats': ['Ugo', 'Fontana'],
    enrollment: ['Elisa', 'Marini'],
    'human-approval': ['Anna', 'Greco'],
    'ai-tweaking': ['Ivo', 'Lombardi'],
  };
  for (const permission of adminPermissions) {
    const [firstname, lastname] = singlePermissionAdmins[permission];
    await staff(
      `back-office admin: ${permission} only`,
      `admin.${permission}@hiring.demo`,
      firstname,
      lastname,
      {
        roleId: RoleId.admin,
        isAdmin: true,
        adminPermissions: [permission],
      },
    );
  }

  const tecnoware = await createCompany(db, {
    name: 'Tecnoware S.r.l.',
    accountManagerUserId: alberto.id,
    vatId: '12345670157',
    description: 'Software house milanese: prodotti gestionali e consulenza cloud per le PMI.',
    website: 'https://tecnoware.example',
    locationId: LOCATIONS.milano,
    licenseId: 3,
  });
  const adriatica = await createCompany(db, {
    name: 'Logistica Adriatica S.p.A.',
    accountManagerUserId: alberto.id,
    vatId: '02345670422',
    description: 'Trasporti e magazzini conto terzi lungo la costa adriatica.',
    website: 'https://logisticaadriatica.example',
    locationId: LOCATIONS.ancona,
    licenseId: 2,
    settings: { hr: ['overdue'] },
  });
  const studio = await createCompany(db, {
    name: 'Studio Verdi & Associati',
    description: 'Studio di consulenza del lavoro e amministrazione del personale.',
    locationId: LOCATIONS.roma,
    licenseId: 1,
    requiresApproval: true,
  });

  const giulia = await staff('Tecnoware company admin', 'giulia.rossi@tecnoware.demo', 'Giulia', 'Rossi');
  const marco = await staff(
    'Tecnoware + Studio Verdi recruiter',
    'marco.bianchi@tecnoware.demo',
    'Marco',
    'Bianchi',
  );
  const sara = await staff('Tecnoware hiring assistant', 'sara.conti@tecnoware.demo', 'Sara', 'Conti');
  const luca = await staff('Adriatica company admin', 'luca.ferrari@adriatica.demo', 'Luca', 'Ferrari');
  const elena = await staff('Adriatica recruiter', 'elena.ricci@adriatica.demo', 'Elena', 'Ricci');
  const paolo = await staff('Studio Verdi company admin', 'paolo.verdi@studioverdi.demo', 'Paolo', 'Verdi');
  const chiara = await staff(
    'Adriatica recruiter, password expired',
    'chiara.galli@adriatica.demo',
    'Chiara',
    'Galli',
    {
      passwordExpiredAt: new Date(),
    },
  );
  await addMember(db, {
    userId: giulia.id,
    companyId: tecnoware.id,
    companyRoleId: CompanyRoleId.companyAdmin,
  });
  await addMember(db, { userId: marco.id, companyId: tecnoware.id, companyRoleId: CompanyRoleId.recruiter });
  await addMember(db, {
    userId: sara.id,
    companyId: tecnoware.id,
    companyRoleId: CompanyRoleId.hiringAssistant,
  });
  await addMember(db, {
    userId: luca.id,
    companyId: adriatica.id,
    companyRoleId: CompanyRoleId.companyAdmin,
  });
  await addMember(db, { userId: elena.id, companyId: adriatica.id, companyRoleId: CompanyRoleId.recruiter });
  await addMember(db, { userId: paolo.id, companyId: studio.id, companyRoleId: CompanyRoleId.companyAdmin });
  await addMember(db, { userId: marco.id, companyId: studio.id, companyRoleId: CompanyRoleId.recruiter });
  await addMember(db, { userId: chiara.id, companyId: adriatica.id, companyRoleId: CompanyRoleId.recruiter });

  const skillsByArea = new Map<number, number[]>();
  for (const s of await db
    .select({ id: t.professionalSkill.id, workAreaId: t.professionalSkill.workAreaId })
    .from(t.professionalSkill)) {
    if (s.workAreaId === null) continue;
    skillsByArea.set(s.workAreaId, [...(skillsByArea.get(s.workAreaId) ?? []), s.id]);
  }
  const areas = Object.keys(headlines).map(Number);
  const candidates: number[] = [];
  const candidateArea = new Map<number, number>();
  for (let i = 0; i < 64; i++) {
    const female = i % 2 === 0;
    const firstname = female
      ? firstNamesFemale[i % firstNamesFemale.length]!
      : firstNamesMale[i % firstNamesMale.length]!;
    const lastname = lastNames[(i * 7) % lastNames.length]!;
    const workAreaId = areas[i % areas.length]!;
    const email = `${firstname}.${lastname}.${i + 1}@candidati.demo`.toLowerCase().replace(/\s+/g, '');
    // One candidate among the printed logins, to try the candidate app (/talents) with a full profile.
    if (i === 0) logins.push({ role: 'candidate: the candidate app at /talents', email });
    const c = await createCandidate(
      db,
      { email, firstname, lastname, passwordHash, lang: i % 5 === 0 ? 'en' : 'it' },
      {
        detail: {
          headline: rnd.pick(headlines[workAreaId]!),
          bio: rnd.pick(bios),
          locationId: rnd.pick(Object.values(LOCATIONS)),
          availabilityId: rnd.int(1, 6),
          seniorityId: rnd.int(1, 5),
          workAreaId,
          educationId: rnd.int(4, 8),
          employed: rnd.next() < 0.4,
          phone: `+39 3${rnd.int(20, 99)} ${rnd.int(100, 999)} ${rnd.int(1000, 9999)}`,
          contactEmail: email,
          birthDate: `${rnd.int(1970, 2003)}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`,
        },
        skills: rnd.some(skillsByArea.get(workAreaId) ?? [], rnd.int(3, 6)).map((professionalSkillId) => ({
          professionalSkillId,
          years: rnd.pick([0, 1, 2, 3, 5, 10]),
        })),
        languages: [
          { languageId: 1, languageLevelId: 7 },
          { languageId: 2, languageLevelId: rnd.int(2, 6) },
          ...(rnd.next() < 0.3 ? [{ languageId: rnd.int(3, 8), languageLevelId: rnd.int(1, 4) }] : []),
        ],
        softSkillIds: rnd.some(
          [...Array(20).keys()].map((k) => k + 1),
          rnd.int(2, 5),
        ),
        driverLicenseIds: workAreaId === 7 ? [6, 10, 17] : rnd.next() < 0.8 ? [6] : [],
        protectedClassIds: rnd.next() < 0.08 ? [1] : [],
      },
    );
    candidates.push(c.id);
    candidateArea.set(c.id, workAreaId);
  }

  const jobs: Array<{
    companyId: number;
    userId: number;
    name: string;
    workAreaId: number;
    locationId: number;
    status: JobStatusSeed;
    salary?: [number, number];
  }> = [
    {
      companyId: tecnoware.id,
      userId: marco.id,
      name: 'Sviluppatore/trice full stack TypeScript',
      workAreaId: 1,
      locationId: LOCATIONS.milano,
      status: 'published',
      salary: [3_500_000, 4_800_000],
    },
    {
      companyId: tecnoware.id,
      userId: giulia.id,
      name: 'DevOps engineer',
      workAreaId: 1,
      locationId: LOCATIONS.milano,
      status: 'published',
      salary: [4_000_000, 5_500_000],
    },
    {
      companyId: tecnoware.id,
      userId: sara.id,
      name: 'UX/UI designer',
      workAreaId: 15,
      locationId: LOCATIONS.milano,
      status: 'draft',
    },
    {
      companyId: tecnoware.id,
      userId: marco.id,
      name: 'Project manager IT',
      workAreaId: 1,
      locationId: LOCATIONS.torino,
      status: 'suspended',
    },
    {
      companyId: tecnoware.id,
      userId: giulia.id,
      name: 'Sviluppatore/trice Java senior',
      workAreaId: 1,
      locationId: LOCATIONS.milano,
      status: 'archived',
    },
    {
      companyId: tecnoware.id,
      userId: marco.id,
      name: 'Data analyst',
      workAreaId: 1,
      locationId: LOCATIONS.bologna,
      status: 'imported',
    },
    {
      companyId: adriatica.id,
      userId: elena.id,
      name: 'Magazziniere/a carrellista',
      workAreaId: 7,
      locationId: LOCATIONS.ancona,
      status: 'published',
      salary: [2_200_000, 2_600_000],
    },
    {
      companyId: adriatica.id,
      userId: elena.id,
      name: 'Autista patente C + CQC',
      workAreaId: 7,
      locationId: LOCATIONS.bologna,
      status: 'published',
    },
    {
      companyId: adriatica.id,
      userId: luca.id,
      name: 'Responsabile logistica',
      workAreaId: 7,
      locationId: LOCATIONS.ancona,
      status: 'draft',
    },
    {
      companyId: adriatica.id,
      userId: luca.id,
      name: 'Impiegato/a amministrativo/a',
      workAreaId: 2,
      locationId: LOCATIONS.ancona,
      status: 'archived',
    },
    {
      companyId: adriatica.id,
      userId: elena.id,
      name: 'Addetto/a customer service',
      workAreaId: 16,
      locationId: LOCATIONS.bari,
      status: 'suspended',
    },
    {
      companyId: adriatica.id,
      userId: elena.id,
      name: 'Pianificatore/trice trasporti',
      workAreaId: 7,
      locationId: LOCATIONS.padova,
      status: 'imported',
    },
    {
      companyId: studio.id,
      userId: paolo.id,
      name: 'Consulente del lavoro junior',
      workAreaId: 6,
      locationId: LOCATIONS.roma,
      status: 'published',
    },
  ];

  let chats = 0;
  for (const spec of jobs) {
    const { status, salary, ...values } = spec;
    const job = await createJob(
      db,
      {
        ...values,
        description: `Cerchiamo una persona per il ruolo di ${values.name.toLowerCase()}. Offriamo contratto a tempo indeterminato, formazione continua e un ambiente di lavoro collaborativo.`,
        salaryMinCents: salary?.[0] ?? null,
        salaryMaxCents: salary?.[1] ?? null,
      },
      status,
    );
    const columns = await createBoardColumns(db, job.id);
    if (status === 'draft' || status === 'imported') continue;
    const pool = candidates.filter((c) => candidateArea.get(c) === spec.workAreaId);
    const applicants = rnd.some(pool.length >= 4 ? pool : candidates, rnd.int(4, 9));
    for (const [index, userId] of applicants.entries()) {
      // The first applicants are still new (no column); the rest spread over the board.
      const column = index < 2 ? undefined : rnd.pick(columns);
      const app = await createApplication(db, {
        jobId: job.id,
        userId,
        jobApplicationStatusId: column?.id ?? null,
        viewedAt: column ? new Date() : null,
      });
      await addStep(db, { applicationId: app.id, applicationStepTypeId: stepId('applied'), userId });
      if (!column) continue;
      await addStep(db, {
        applicationId: app.id,
        applicationStepTypeId: stepId('view'),
        userId: spec.userId,
      });
      const key =
        column.special === 'discarded' ? 'rejected' : column.special === 'selected' ? 'selected' : 'moved';
      await addStep(db, { applicationId: app.id, applicationStepTypeId: stepId(key), userId: spec.userId });
      if (chats < 5 && column.special !== 'discarded') {
        chats += 1;
        const start = Date.now() - 3 * 86_400_000;
        await createChat(
          db,
          { companyId: spec.companyId, candidateUserId: userId, userId: spec.userId, jobId: job.id },
          chatLines.map((body, k) => ({
            senderUserId: k % 2 === 0 ? spec.userId : userId,
            body,
            createdAt: new Date(start + k * 3_600_000),
          })),
        );
      }
    }
  }
  await seedDemoBilling(db);
  await seedBackOfficeDemo(db, { giulia: giulia.id, paolo: paolo.id, studio: studio.id });
  await seedDemoActivity(db);
  return logins;
}
