import { z } from 'zod';
import { newPasswordSchema } from '../auth/password-policy.js';
import { loginRequestSchema } from '../auth/session.js';

const name = z.string().trim().min(1).max(100);

/**
 * `POST /auth/register/candidate`: a candidate account (user role 3). The address is lowercased and
 * stripped of white space; the password follows the same policy as staff passwords.
 */
export const candidateRegisterRequestSchema = z
  .object({
    email: loginRequestSchema.shape.email,
    password: newPasswordSchema,
    firstname: name,
    lastname: name,
    lang: z.enum(['it', 'en']).default('it'),
  })
  .strict();
export type CandidateRegisterRequest = z.input<typeof candidateRegisterRequestSchema>;

/** The answer of a candidate sign-up: no tokens until the address is confirmed. */
export const candidateRegisterResponseSchema = z.object({
  status: z.literal('requested'),
  email: z.string(),
});
export type CandidateRegisterResponse = z.infer<typeof candidateRegisterResponseSchema>;

/**
 * The candidate app's pages the mails link to (served under `/talents`): the confirmation page
 * reads `email` and `code`, the reset page reads `token` (docs/talents.md).
 */
export const talentsMailPaths = {
  confirmEmail: '/talents/confirm',
  resetPassword: '/talents/reset-password',
} as const;

/** `/talents/confirm?email=…&code=…` on the given origin. */
export const talentsConfirmLink = (origin: string, email: string, code: string): string =>
  `${origin}${talentsMailPaths.confirmEmail}?email=${encodeURIComponent(email)}&code=${encodeURIComponent(code)}`;

/** `/talents/reset-password?token=…` on the given origin. */
export const talentsResetLink = (origin: string, token: string): string =>
  `${origin}${talentsMailPaths.resetPassword}?token=${encodeURIComponent(token)}`;
