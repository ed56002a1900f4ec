import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { RoleId } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import type { FileStorage } from '../src/modules/files/storage.js';
import { applyTo, fileUpload, sampleFiles } from './candidates-support.js';
import { twoCompanies } from './fixtures.js';
import type { TestContext } from './helpers.js';

/**
 * Sara applies to company A (CV 1) and, after replacing her CV (CV 2), to company B. Company A writes
 * a note, asks a question she answers, books an interview, chats with her (with an attachment), saves
 * her profile and invites her to another job; B chats with her too. Returns the ids and keys the
 * retention tests check.
 */
export async function candidateWithTwoCompanies(ctx: TestContext, storage: FileStorage) {
  const f = await twoCompanies(ctx.db);
  const sara = await createUser(ctx.db, {
    firstname: 'Sara',
    lastname: 'Scatto',
    email: 'sara.scatto@example.test',
    roleId: RoleId.user,
  });
  const as = sara.id;
  const created = await ctx.request({
    method: 'POST',
    url: '/api/user-detail',
    as,
    payload: { headline: 'Data analyst', bio: 'Lives in Milano', phone: '+39 347 7654321' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const uploadCv = async (name: string) => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/file/curriculum',
      as,
      ...fileUpload(name, Buffer.concat([sampleFiles.pdf, Buffer.from(name)])),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.db.select().from(t.userCurriculum).where(eq(t.userCurriculum.userId, as));
    return row!.fileKey;
  };
  const cv1 = await uploadCv('cv-1.pdf');
  const appliedA = await applyTo(ctx, as, f.jobA1.id);
  expect(appliedA.statusCode, appliedA.body).toBe(201);
  const cv2 = await uploadCv('cv-2.pdf');
  const appliedB = await applyTo(ctx, as, f.jobB1.id);
  expect(appliedB.statusCode, appliedB.body).toBe(201);
  const applicationA = appliedA.json().data.id as number;
  const applicationB = appliedB.json().data.id as number;

  const note = await ctx.request({
    method: 'POST',
    url: '/api/application-note',
    as: f.adminA.id,
    payload: { applicationId: applicationA, body: 'Sara seems great, call her at home' },
  });
  expect(note.statusCode, note.body).toBe(201);
  await ctx.db.insert(t.applicationQuestion).values({
    applicationId: applicationA,
    text: 'Why us?',
    askedByUserId: f.adminA.id,
    answerText: 'Because I live next door, Via Roma 3',
    answeredAt: new Date(),
  });
  await ctx.db.insert(t.applicationStep).values({
    applicationId: applicationA,
    applicationStepTypeId: 1,
    userId: f.adminA.id,
    note: 'Rejected: Sara asked too much',
  });
  const [meeting] = await ctx.db
    .insert(t.meeting)
    .values({
      companyId: f.companyA.id,
      applicationId: applicationA,
      jobId: f.jobA1.id,
      recruiterUserId: f.adminA.id,
      candidateUserId: as,
      meetingTypeId: 2,
      startsAt: new Date('2026-01-10T09:00:00Z'),
      endsAt: new Date('2026-01-10T10:00:00Z'),
      link: 'https://meet.example.test/sara',
      note: 'Ask Sara about her health',
    })
    .returning();
  const attachmentA = `chatAttachment/${randomUUID()}.pdf`;
  const attachmentB = `chatAttachment/${randomUUID()}.pdf`;
  await storage.write(attachmentA, sampleFiles.pdf);
  await storage.write(attachmentB, sampleFiles.pdf);
  const chatWith = async (companyId: number, recruiter: number, key: string) => {
    const [chat] = await ctx.db
      .insert(t.chat)
      .values({ companyId, candidateUserId: as, userId: recruiter })
      .returning();
    await ctx.db.insert(t.message).values([
      { chatId: chat!.id, senderUserId: recruiter, body: 'Hello Sara' },
      {
        chatId: chat!.id,
        senderUserId: as,
        body: 'Here is my payslip',
        attachmentKey: key,
        attachmentName: 'payslip.pdf',
        attachmentMimeType: 'application/pdf',
        attachmentSize: sampleFiles.pdf.length,
      },
    ]);
    return chat!.id;
  };
  const chatA = await chatWith(f.companyA.id, f.adminA.id, attachmentA);
  const chatB = await chatWith(f.companyB.id, f.adminB.id, attachmentB);
  await ctx.db.insert(t.savedUser).values({
    companyId: f.companyA.id,
    userId: f.adminA.id,
    savedUserId: as,
    note: 'Sara, maybe later',
  });
  await ctx.db.insert(t.jobInvitation).values({
    jobId: f.jobA2.id,
    userId: as,
    invitedByUserId: f.adminA.id,
    message: 'Dear Sara, apply here',
  });
  await ctx.db.insert(t.consent).values({
    userId: as,
    kind: 'privacy-policy',
    policyVersion: '2026-01',
    applicationId: applicationA,
    companyId: f.companyA.id,
  });
  return {
    ...f,
    /** Carla (of twoCompanies) applied to A as well. */
    carlaApplicationA: f.applicationA.id,
    sara,
    applicationA,
    applicationB,
    cv1,
    cv2,
    attachmentA,
    attachmentB,
    chatA,
    chatB,
    meeting: meeting!,
  };
}

/** Whether the storage still has the key's bytes. */
export const stored = async (storage: FileStorage, key: string) => (await storage.size(key)) !== null;
