import { RoleId, signupStatus, talentsConfirmLink, type CandidateRegisterRequest } from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { user } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import { publicBaseUrl } from '../auth/auth-deps.js';
import { CODE_MINUTES, issueCode } from '../auth/email-secrets.js';
import { assertNotCommonPassword, hashPassword } from '../auth/passwords.js';
import { EMAIL_TAKEN, emailTaken, pendingSignup } from '../auth/signup.service.js';
import type { Mailer } from '../mail/mailer.js';

type CandidateInput = Required<CandidateRegisterRequest>;

/**
 * `POST /auth/register/candidate`: a candidate account (user role 3) whose address is not yet
 * confirmed. An address already taken by a user, or by a company signup still on its way, is a 409
 * with the company signup's text: the product already tells whether an address is known
 * (`POST /auth/forgot-password` answers 'Email not found', spec 8), so hiding it here would protect nothing.
 */
export async function registerCandidate(db: Database, input: CandidateInput) {
  await assertNotCommonPassword(input.password);
  if (await emailTaken(db, input.email)) throw conflict(EMAIL_TAKEN);
  const signup = await pendingSignup(db, input.email);
  if (signup && !signup.rejectedAt && signupStatus(signup) !== 'completed') throw conflict(EMAIL_TAKEN);
  // Two sign-ups racing for one address: the unique index on user.email makes the second a 409.
  const [created] = await db
    .insert(user)
    .values({
      email: input.email,
      passwordHash: await hashPassword(input.password),
      firstname: input.firstname,
      lastname: input.lastname,
      lang: input.lang,
      roleId: RoleId.user,
      emailVerifiedAt: null,
    })
    .returning({ id: user.id, email: user.email, firstname: user.firstname, lang: user.lang });
  return created!;
}

export interface CandidateAddressee {
  id: number;
  email: string;
  firstname: string;
  lang: string;
}

/**
 * Mails a candidate a new confirmation code (the earlier one stops working) with a link to the
 * candidate app's confirmation page, which confirms through `GET /auth/confirm-email`.
 */
export async function mailCandidateCode(
  deps: { db: Database; mailer: Mailer; config: Config },
  candidate: CandidateAddressee,
): Promise<void> {
  const code = await issueCode(deps.db, {
    purpose: 'confirm-email',
    email: candidate.email,
    userId: candidate.id,
  });
  await deps.mailer.send({
    to: candidate.email,
    template: 'candidate-confirmation',
    lang: candidate.lang,
    data: {
      firstname: candidate.firstname,
      code,
      minutes: CODE_MINUTES,
      link: talentsConfirmLink(publicBaseUrl(deps.config), candidate.email, code),
    },
  });
}
