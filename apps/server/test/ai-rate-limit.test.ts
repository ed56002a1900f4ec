import { describe, expect, it } from 'vitest';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

/** AI drafting costs money per call: 20 per user in 10 minutes. */
describe('POST /job/generate-content rate limit', () => {
  const t = useTestApp({}, { RATE_LIMITS: 'true' });

  it('refuses the 21st draft of a user within 10 minutes with 429 and Retry-After, not another user', async () => {
    const f = await twoCompanies(t.db);
    const generate = (as: number) =>
      t.request({
        method: 'POST',
        url: '/api/job/generate-content',
        payload: { description: 'Cerchiamo un magazziniere a Bologna' },
        as,
        remoteAddress: `10.0.0.${as % 250}`,
      });
    for (let i = 0; i < 20; i++) expect((await generate(f.adminA.id)).statusCode).toBe(200);
    const refused = await generate(f.adminA.id);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/^Too many attempts/),
    });
    expect((await generate(f.adminB.id)).statusCode).toBe(200);
  });
});
