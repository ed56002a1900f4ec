import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { RoleId } from '@hiring/domain';
import type { Database } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { configuredStorage } from '../src/modules/files/storage.js';
import { resultRows } from '../src/modules/search/result-rows.js';
import { applyTo, fileUpload, ref, sampleFiles } from './candidates-support.js';
import { twoCompanies } from './fixtures.js';
import type { TestContext } from './helpers.js';
import { sampleVideos } from './questions-media.js';

export const PASSWORD = 'Cancella-mi-2026!';
type Companies = Awaited<ReturnType<typeof twoCompanies>>;

/** The data a call answered, after checking its status. */
async function ok(res: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 201) {
  const done = await res;
  expect(done.statusCode, done.body).toBe(status);
  return (done.json() as { data: Record<string, unknown> }).data;
}

/**
 * A candidate with every kind of data, their name and address written wherever people would write
 * them: a profile with skills and languages, a CV, a certificate, a picture and a video introduction
 * (their bytes carry the name), applications to a job of A and of B with steps, notes, chats both
 * ways, a meeting, a question answered in text and on video, an AI analysis, a push subscription,
 * saved profiles, bookmarks, an invitation, mails to them and about them, an audit entry.
 */
export async function candidateWithEverything(
  ctx: TestContext,
  f: Companies,
  person: { firstname: string; lastname: string; email: string },
) {
  const { firstname, lastname, email } = person;
  const fullName = `${firstname} ${lastname}`;
  const user = await createUser(ctx.db, {
    ...person,
    roleId: RoleId.user,
    passwordHash: await hashPassword(PASSWORD),
  });
  const as = user.id;
  const named = (data: Buffer) => Buffer.concat([data, Buffer.from(`\n% ${fullName} ${email}\n`)]);
  const upload = (kind: string, name: string, data: Buffer, mime?: string) =>
    ok(ctx.request({ method: 'POST', url: `/api/file/${kind}`, as, ...fileUpload(name, data, mime) }));

  await ok(
    ctx.request({
      method: 'POST',
      url: '/api/user-detail',
      as,
      payload: {
        headline: `${lastname} — data analyst`,
        bio: `Sono ${fullName}, scrivetemi a ${email}`,
        phone: '+39 347 7654321',
        contactEmail: email,
        employerName: `Studio ${lastname}`,
        birthDate: '1990-04-01',
        professionalSkills: [{ skillId: ref.PYTHON, years: 2 }],
        languages: [{ languageId: ref.ENGLISH, levelId: ref.B2 }],
        driverLicenseIds: [ref.LICENCE_B],
      },
    }),
  );
  await ctx.db.insert(t.userPreference).values({ userId: as, searchable: true, workModes: ['remote'] });
  await upload('curriculum', `cv-${lastname}.pdf`, named(sampleFiles.pdf));
  await upload('certificate', `certificato-${lastname}.pdf`, named(sampleFiles.pdf));
  await upload('picture', `foto-${lastname}.png`, await sampleFiles.png(64, 64));
  const intro = await upload('videoIntroduction', `intro-${lastname}.webm`, sampleVideos.webm, 'video/webm');
  const [introRow] = await ctx.db
    .select()
    .from(t.videoIntroduction)
    .where(eq(t.videoIntroduction.userId, as));
  // What the encoder would have made of it: a thumbnail with its own key.
  const thumbKey = `videoThumb/${crypto.randomUUID()}.jpg`;
  await configuredStorage(ctx.config).write(thumbKey, named(Buffer.from('JFIF thumb')));
  await ctx.db.insert(t.videoEncoded).values({
    videoId: introRow!.videoId!,
    kind: 'thumb',
    fileKey: thumbKey,
    fileName: `intro-${lastname}.jpg`,
    mimeType: 'image/jpeg',
    size: 10,
  });

  const applicationA = (await ok(applyTo(ctx, as, f.jobA1.id))).id as number;
  const applicationB = (await ok(applyTo(ctx, as, f.jobB1.id))).id as number;
  await ok(
    ctx.request({
      method: 'POST',
      url: '/api/application-step',
      as: f.adminA.id,
      payload: { applicationId: applicationA, key: 'interview-request', note: `Chiamare ${fullName}` },
    }),
  );
  for (const [applicationId, by] of [
    [applicationA, f.adminA.id],
    [applicationB, f.adminB.id],
  ] as const)
    await ok(
      ctx.request({
        method: 'POST',
        url: '/api/application-note',
        as: by,
        payload: { applicationId, body: `${fullName} (${email}) sembra bravo` },
      }),
    );

  const chat = (await ok(
    ctx.request({ method: 'POST', url: '/api/chat', as: f.adminA.id, payload: { candidateUserId: as } }),
  )) as { id: number };
  await ok(
    ctx.request({
      method: 'POST',
      url: '/api/message',
      as: f.adminA.id,
      payload: { chatId: chat.id, body: `Buongiorno ${fullName}` },
    }),
  );
  await ok(
    ctx.request({
      method: 'POST',
      url: '/api/message',
      as,
      payload: { chatId: chat.id, body: `Sono ${lastname}, scrivete a ${email}` },
    }),
  );

  await ctx.db.insert(t.meeting).values({
    companyId: f.companyA.id,
    applicationId: applicationA,
    jobId: f.jobA1.id,
    recruiterUserId: f.adminA.id,
    candidateUserId: as,
    meetingTypeId: 2,
    // An hour of its own per candidate: a recruiter's meetings never overlap.
    startsAt: new Date(Date.UTC(2026, 11, 1, as)),
    endsAt: new Date(Date.UTC(2026, 11, 1, as + 1)),
    link: `https://meet.example.test/${lastname}`,
    note: `Colloquio con ${fullName}`,
  });

  const [question, videoQuestion] = (await ok(
    ctx.request({
      method: 'POST',
      url: '/api/application-question',
      as: f.adminA.id,
      payload: {
        applicationId: applicationA,
        questions: [{ text: `Perché lei, ${lastname}?` }, { text: 'Si presenti in video' }],
      },
    }),
  )) as unknown as Array<{ id: number }>;
  const videoAnswer = await ok(
    ctx.request({
      method: 'POST',
      url: '/api/video-answer',
      as,
      ...fileUpload(`risposta-${lastname}.webm`, sampleVideos.webm, 'video/webm'),
    }),
  );
  await ok(
    ctx.request({
      method: 'PATCH',
      url: `/api/application-question/${question!.id}`,
      as,
      payload: { answerText: `Perché sono ${fullName}` },
    }),
    200,
  );
  await ok(
    ctx.request({
      method: 'PATCH',
      url: `/api/application-question/${videoQuestion!.id}`,
      as,
      payload: { videoAnswerId: videoAnswer.id },
    }),
    200,
  );

  await ctx.db.insert(t.aiData).values({
    companyId: f.companyA.id,
    kind: 'video-analysis',
    videoId: introRow!.videoId,
    applicationId: applicationA,
    provider: 'offline',
    lang: 'it',
    result: { summary: `${fullName} parla con chiarezza` },
    createdByUserId: f.adminA.id,
  });
  await ctx.db.insert(t.pushSubscription).values({
    userId: as,
    endpoint: `https://push.example.net/send/${lastname}`,
    p256dh: 'key',
    auth: 'auth',
    userAgent: `Firefox di ${lastname}`,
  });
  await ok(
    ctx.request({
      method: 'POST',
      url: '/api/saved-user',
      as: f.adminB.id,
      payload: { savedUserId: as, note: `Ricontattare ${fullName}` },
    }),
  );
  await ctx.db.insert(t.savedJob).values({ userId: as, jobId: f.jobB1.id });
  await ctx.db.insert(t.hiddenJob).values({ userId: as, jobId: f.jobA2.id });
  await ctx.db
    .insert(t.jobInvitation)
    .values({
      jobId: f.jobA2.id,
      userId: as,
      invitedByUserId: f.adminA.id,
      message: `Ciao ${firstname} ${lastname}`,
    });
  // Mails: one to them (a reset link), one about them to a recruiter.
  const reset = await ctx.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  expect(reset.statusCode, reset.body).toBeLessThan(300);
  await ctx.db.insert(t.mailOutbox).values({
    to: 'anna.alfa@example.test',
    template: 'new-application',
    lang: 'it',
    subject: `Nuova candidatura: ${fullName}`,
    text: `${fullName} <${email}> si è candidato`,
    html: `<p>${fullName} &lt;${email}&gt; si è candidato</p>`,
    status: 'logged',
  });
  await ctx.db.insert(t.auditLog).values({
    actorUserId: f.adminA.id,
    subjectUserId: as,
    action: 'profile-read',
    method: 'GET',
    url: `/api/admin/candidates?email=${encodeURIComponent(email)}`,
    data: { searched: email },
  });
  await ctx.tokenFor(as);
  return { user, applicationA, applicationB, chatId: chat.id, introId: intro.id as number };
}

/** A unique person: the tests search every column and file for their last name and address. */
export function uniquePerson(tag: string) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const lastname = `Zq${tag}${suffix}`;
  return { firstname: `Nome${tag}`, lastname, email: `${lastname.toLowerCase()}@example.test` };
}

/** Every text, varchar and json column of every table: the rows whose text holds `needle`. */
export async function columnsHolding(db: Database, needle: string): Promise<string[]> {
  const columns = resultRows<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema()
        and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
      order by table_name, column_name`),
  );
  expect(columns.length).toBeGreaterThan(50);
  const hits: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const rows = resultRows<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
      ),
    );
    if (Number(rows[0]!.n) > 0) hits.push(`${table}.${column}`);
  }
  return hits;
}

/** Every stored file (walking DATA_DIR/files) whose bytes hold `needle` (case-insensitive). */
export async function filesHolding(dataDir: string, needle: string): Promise<string[]> {
  const hits: string[] = [];
  const lower = needle.toLowerCase();
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if ((await readFile(path)).toString('latin1').toLowerCase().includes(lower)) hits.push(path);
    }
  };
  await walk(join(dataDir, 'files'));
  return hits;
}

/** How many stored files there are (to see the erasure removed some). */
export async function storedFileCount(dataDir: string): Promise<number> {
  let n = 0;
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => []))
      if (entry.isDirectory()) await walk(join(dir, entry.name));
      else n++;
  };
  await walk(join(dataDir, 'files'));
  return n;
}

export { twoCompanies };
