import { expect } from 'vitest';
import { CompanyRoleId, RoleId } from '@hiring/domain';
import type { Database } from '../src/db/client.js';
import { addMember, createCompany, createUser } from '../src/db/seed/factories.js';
import { lastMailTo } from './identity-helpers.js';
import type { TestContext } from './helpers.js';

/** Invitations are off by default (spec 6): the team tests turn them on, one test turns them off again. */
export const invitesOn = { MODULE_DISABLE_INVITE: 'false' } as const;

/**
 * Two companies with room on their licences: Alfa (Enterprise, 50 seats) with an admin, a recruiter and a
 * hiring assistant; Beta (Base, 3 seats) with its admin. Plus a candidate and a back-office admin,
 * who can never join a company, and a staff member of no company.
 */
export async function teamCompanies(db: Database) {
  const alfa = await createCompany(db, { name: 'Alfa Team S.r.l.', licenseId: 4 });
  const beta = await createCompany(db, { name: 'Beta Team S.p.A.', licenseId: 2 });
  const person = (firstname: string, lastname: string, extra: Parameters<typeof createUser>[1] = {}) =>
    createUser(db, {
      firstname,
      lastname,
      email: `${firstname}.${lastname}.${Math.random().toString(36).slice(2, 8)}@example.it`.toLowerCase(),
      ...extra,
    });
  const admin = await person('Anna', 'Alfa');
  const recruiter = await person('Rocco', 'Alfa');
  const assistant = await person('Aldo', 'Alfa');
  const betaAdmin = await person('Bruno', 'Beta');
  const freelancer = await person('Franca', 'Libera');
  const candidate = await person('Carla', 'Candidata', { roleId: RoleId.user });
  const backOffice = await person('Ugo', 'Ufficio', { roleId: RoleId.admin, isAdmin: true });
  const adminMembership = await addMember(db, {
    userId: admin.id,
    companyId: alfa.id,
    companyRoleId: CompanyRoleId.companyAdmin,
  });
  const recruiterMembership = await addMember(db, {
    userId: recruiter.id,
    companyId: alfa.id,
    companyRoleId: CompanyRoleId.recruiter,
  });
  const assistantMembership = await addMember(db, {
    userId: assistant.id,
    companyId: alfa.id,
    companyRoleId: CompanyRoleId.hiringAssistant,
  });
  const betaMembership = await addMember(db, {
    userId: betaAdmin.id,
    companyId: beta.id,
    companyRoleId: CompanyRoleId.companyAdmin,
  });
  return {
    alfa,
    beta,
    admin,
    recruiter,
    assistant,
    betaAdmin,
    freelancer,
    candidate,
    backOffice,
    adminMembership,
    recruiterMembership,
    assistantMembership,
    betaMembership,
  };
}

/** The invitation link of the newest mail to an address, read from the outbox, and its token. */
export async function invitationLinkTo(db: Database, email: string) {
  const mail = await lastMailTo(db, email);
  expect(mail.template).toBe('team-invitation');
  const link = /(https?:\/\/\S+\/join\?invite=[\w-]+\S*)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeDefined();
  const url = new URL(link!);
  return { mail, link: link!, token: url.searchParams.get('invite')!, url };
}

export function teamCalls(t: TestContext) {
  const call = async (as: number | undefined, method: string, url: string, payload?: unknown) => {
    const res = await t.request({
      method: method as 'GET',
      url,
      as,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    // The API's JSON, loosely typed as tests read it.
    const body = res.body ? res.json() : null;
    return { status: res.statusCode, body };
  };
  return {
    call,
    invite: (as: number, payload: Record<string, unknown>) =>
      call(as, 'POST', '/api/user-company/invite', payload),
    check: (as: number, email: string) => call(as, 'POST', '/api/user-company/check-email', { email }),
    members: (as: number) => call(as, 'GET', '/api/user-company/@team'),
    invitations: (as: number) => call(as, 'GET', '/api/invitation'),
    preview: (token: string) => call(undefined, 'POST', '/api/invitation/@preview', { token }),
    accept: (payload: Record<string, unknown>) => call(undefined, 'POST', '/api/invitation/@accept', payload),
  };
}
