import { beforeAll, describe, expect, it } from 'vitest';
import { candidateRetentionMonthsRange } from '@hiring/domain/companies/company-page';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

describe('the company’s candidate data retention setting', () => {
  const ctx = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  beforeAll(async () => {
    f = await twoCompanies(ctx.db);
  });
  const patch = (as: number, candidateRetentionMonths: unknown, companyId = f.companyA.id) =>
    ctx.request({
      method: 'PATCH',
      url: `/api/company/${companyId}`,
      as,
      payload: { candidateRetentionMonths },
    });

  it('is read with the company (24 months unless set)', async () => {
    const res = await ctx.request({
      method: 'GET',
      url: `/api/company/${f.companyA.id}`,
      as: f.assistantA.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.candidateRetentionMonths).toBe(candidateRetentionMonthsRange.default);
  });

  it('is changed by the company admin', async () => {
    const res = await patch(f.adminA.id, 36);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.candidateRetentionMonths).toBe(36);
  });

  it('refuses values out of 6–120 months, or not whole, with 400 naming the field', async () => {
    for (const value of [5, 121, 0, -1, 12.5, '24', null]) {
      const res = await patch(f.adminA.id, value);
      expect(res.statusCode, `${value}`).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(JSON.stringify(res.json().message)).toContain('candidateRetentionMonths');
    }
    for (const value of [6, 120]) expect((await patch(f.adminA.id, value)).statusCode).toBe(200);
  });

  it('is refused to a member who may not edit the company (403), and another company’s is out of reach (404)', async () => {
    const member = await patch(f.assistantA.id, 60);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    expect((await patch(f.adminA.id, 60, f.companyB.id)).statusCode).toBe(404);
    const res = await ctx.request({ method: 'GET', url: `/api/company/${f.companyA.id}`, as: f.adminA.id });
    expect(res.json().data.candidateRetentionMonths).toBe(120);
  });
});
