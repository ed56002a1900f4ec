import { z } from 'zod';
import { loginRequestSchema } from './session.js';
import { newPasswordSchema } from './password-policy.js';

/** A company signup's state (spec section 4). */
export type SignupStatus = 'requested' | 'verified' | 'completed';

export function signupStatus(customer: {
  emailVerifiedAt: Date | string | null;
  completedAt: Date | string | null;
  companyId: number | null;
  adminUserId: number | null;
}): SignupStatus {
  if (customer.completedAt && customer.companyId !== null && customer.adminUserId !== null)
    return 'completed';
  return customer.emailVerifiedAt ? 'verified' : 'requested';
}

const name = z.string().trim().min(1).max(100);

/** POST /auth/register: a company and its first admin. */
export const registerRequestSchema = z
  .object({
    companyName: z.string().trim().min(2).max(200),
    vatId: z.string().trim().max(32).optional(),
    firstname: name,
    lastname: name,
    email: loginRequestSchema.shape.email,
    password: newPasswordSchema,
    lang: z.enum(['it', 'en']).default('it'),
    /** The terms and the privacy policy accepted (the /join checkbox); the moment is kept with the signup. */
    termsAccepted: z.literal(true, { error: 'The terms and conditions must be accepted' }),
  })
  .strict();
export type RegisterRequest = z.input<typeof registerRequestSchema>;
