import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client.js';
import { mailOutbox } from '../src/db/schema/index.js';
import type { TestContext } from './helpers.js';

/** The newest mail to an address, read from the outbox (tests run without SMTP). */
export async function lastMailTo(db: Database, to: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  expect(mail, `no mail to ${to}`).toBeDefined();
  return mail!;
}

export async function codeMailedTo(db: Database, to: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await lastMailTo(db, to)).text)?.[1];
  expect(code).toBeDefined();
  return code!;
}

export async function login(t: TestContext, email: string, password: string) {
  const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { accessToken: string; refreshToken: string; user: { id: number } };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
