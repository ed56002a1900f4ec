import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPermissions, CompanyRoleId, RoleId } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { addMember, createCompany, createUser } from '../src/db/seed/factories.js';
import { useTestApp } from './helpers.js';

const SUPPORT = 'assistenza@hiring.example';

describe('GET /company/contacts/{id}', () => {
  const ctx = useTestApp({}, { SUPPORT_EMAIL: SUPPORT });
  const ids = {} as Record<
    'alfa' | 'beta' | 'gamma' | 'anna' | 'marco' | 'bruno' | 'alberto' | 'loner' | 'gone',
    number
  >;

  beforeAll(async () => {
    const alberto = await createUser(ctx.db, {
      firstname: 'Alberto',
      lastname: 'Neri',
      email: 'alberto.neri@hiring.example',
      roleId: RoleId.admin,
      isAdmin: true,
      adminPermissions: [...adminPermissions],
    });
    // The only phone a person has in the schema is their user detail's.
    await ctx.db.insert(t.userDetail).values({ userId: alberto.id, phone: ' +39 02 1234 5678 ' });
    const gone = await createUser(ctx.db, { firstname: 'Gino', lastname: 'Via', roleId: RoleId.disabled });
    const alfa = await createCompany(ctx.db, { name: 'Alfa S.r.l.', accountManagerUserId: alberto.id });
    const beta = await createCompany(ctx.db, { name: 'Beta S.p.A.' });
    const gamma = await createCompany(ctx.db, { name: 'Gamma S.n.c.', accountManagerUserId: gone.id });
    const anna = await createUser(ctx.db, { firstname: 'Anna', lastname: 'Alfa' });
    const marco = await createUser(ctx.db, { firstname: 'Marco', lastname: 'Due' });
    const bruno = await createUser(ctx.db, { firstname: 'Bruno', lastname: 'Beta' });
    const loner = await createUser(ctx.db, { firstname: 'Lia', lastname: 'Sola' });
    await addMember(ctx.db, {
      userId: anna.id,
      companyId: alfa.id,
      companyRoleId: CompanyRoleId.hiringAssistant,
    });
    await addMember(ctx.db, { userId: marco.id, companyId: alfa.id, companyRoleId: CompanyRoleId.recruiter });
    await addMember(ctx.db, { userId: marco.id, companyId: beta.id, companyRoleId: CompanyRoleId.recruiter });
    await addMember(ctx.db, {
      userId: marco.id,
      companyId: gamma.id,
      companyRoleId: CompanyRoleId.recruiter,
    });
    await addMember(ctx.db, {
      userId: bruno.id,
      companyId: beta.id,
      companyRoleId: CompanyRoleId.companyAdmin,
    });
    Object.assign(ids, {
      alfa: alfa.id,
      beta: beta.id,
      gamma: gamma.id,
      anna: anna.id,
      marco: marco.id,
      bruno: bruno.id,
      alberto: alberto.id,
      loner: loner.id,
      gone: gone.id,
    });
  });

  const contacts = (companyId: number | string, as?: number) =>
    ctx.request({ method: 'GET', url: `/api/company/contacts/${companyId}`, as });

  it('gives a member the account manager, with the phone of their detail, and the support address', async () => {
    const res = await contacts(ids.alfa, ids.anna);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        companyId: ids.alfa,
        companyName: 'Alfa S.r.l.',
        accountManager: {
          id: ids.alberto,
          firstname: 'Alberto',
          lastname: 'Neri',
          email: 'alberto.neri@hiring.example',
          phone: '+39 02 1234 5678',
          picture: null,
        },
        supportEmail: SUPPORT,
      },
    });
    // Nothing else of the manager leaves: no password hash, no permissions.
    expect(Object.keys(res.json().data.accountManager).sort()).toEqual(
      ['email', 'firstname', 'id', 'lastname', 'phone', 'picture'].sort(),
    );
  });

  it('answers for every company of the caller, not only the active one', async () => {
    const alfa = await contacts(ids.alfa, ids.marco);
    const beta = await contacts(ids.beta, ids.marco);
    expect(alfa.statusCode).toBe(200);
    expect(beta.statusCode).toBe(200);
    expect(alfa.json().data.accountManager.id).toBe(ids.alberto);
    // Beta has no account manager: only the support address.
    expect(beta.json().data).toEqual({
      companyId: ids.beta,
      companyName: 'Beta S.p.A.',
      accountManager: null,
      supportEmail: SUPPORT,
    });
  });

  it('leaves out a manager whose account is disabled', async () => {
    const res = await contacts(ids.gamma, ids.marco);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.accountManager).toBeNull();
  });

  it('answers 404 to another company, exactly as to a company that does not exist', async () => {
    const other = await contacts(ids.alfa, ids.bruno);
    const missing = await contacts(2_000_000, ids.bruno);
    expect(other.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(other.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: `company ${ids.alfa} not found`,
    });
    expect(missing.json().message).toBe('company 2000000 not found');
    // Neither a user without a company nor the manager himself (back office, no membership) reads it.
    expect((await contacts(ids.alfa, ids.loner)).statusCode).toBe(404);
    expect((await contacts(ids.alfa, ids.alberto)).statusCode).toBe(404);
  });

  it('answers 404 to a member of a company that was deleted', async () => {
    const [gone] = await ctx.db.insert(t.company).values({ name: 'Chiusa S.r.l.' }).returning();
    await addMember(ctx.db, {
      userId: ids.loner,
      companyId: gone!.id,
      companyRoleId: CompanyRoleId.recruiter,
    });
    expect((await contacts(gone!.id, ids.loner)).statusCode).toBe(200);
    await ctx.db.update(t.company).set({ deletedAt: new Date() }).where(eq(t.company.id, gone!.id));
    expect((await contacts(gone!.id, ids.loner)).statusCode).toBe(404);
  });

  it('refuses an anonymous caller with 401 and a bad id with 400', async () => {
    const anonymous = await contacts(ids.alfa);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    expect((await contacts('abc', ids.anna)).statusCode).toBe(400);
    expect((await contacts(0, ids.anna)).statusCode).toBe(400);
  });

  it('delivers the support form of /contacts to the support address, kept in the mail outbox', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/mail/support',
      as: ids.anna,
      payload: { subject: 'Fattura di marzo', message: 'Buongiorno,\nnon trovo la fattura di marzo.' },
    });
    expect(res.statusCode).toBe(204);
    const [mail] = await ctx.db.select().from(t.mailOutbox).orderBy(desc(t.mailOutbox.id)).limit(1);
    expect(mail).toMatchObject({ to: SUPPORT, template: 'support-request', status: 'logged' });
    expect(mail!.subject).toContain('Fattura di marzo');
    expect(mail!.text).toContain('Anna Alfa');
    expect(mail!.text).toContain('Alfa S.r.l.');
    expect(mail!.text).toContain('Buongiorno,\nnon trovo la fattura di marzo.');

    // The form's validation is the server's too: a blank subject sends nothing.
    const before = await ctx.db.select({ id: t.mailOutbox.id }).from(t.mailOutbox);
    const blank = await ctx.request({
      method: 'POST',
      url: '/api/mail/support',
      as: ids.anna,
      payload: { subject: '   ', message: 'Ciao' },
    });
    expect(blank.statusCode).toBe(400);
    expect(await ctx.db.select({ id: t.mailOutbox.id }).from(t.mailOutbox)).toHaveLength(before.length);
  });
});
