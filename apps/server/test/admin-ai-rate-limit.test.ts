import { describe, expect, it } from 'vitest';
import { aiCalls, aiPeople } from './admin-ai-support.js';
import { useTestApp } from './helpers.js';

/** Try-it drafts like recruiters do, so it counts against the same `aiGenerate` limit (20 per user in 10 minutes). */
describe('POST /admin/ai/try rate limit', () => {
  const t = useTestApp({}, { RATE_LIMITS: 'true' });

  it('refuses the 21st run of an admin within 10 minutes with 429 and Retry-After, not another admin', async () => {
    const p = await aiPeople(t.db);
    const calls = aiCalls(t);
    const description = 'Cerchiamo un magazziniere a Bologna';
    const tryIt = () => calls.try(p.su.id, { description, lang: 'it' });
    for (let i = 0; i < 20; i++) expect((await tryIt()).statusCode).toBe(200);
    const refused = await tryIt();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await calls.try(p.tweaker.id, { description, lang: 'it' })).statusCode).toBe(200);
  });
});
