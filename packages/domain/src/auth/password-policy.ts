import { z } from 'zod';
import { passwordAccepted } from './password-strength.js';

export { passwordStrength, type PasswordStrength } from './password-strength.js';

export const PASSWORD_POLICY_MESSAGE =
  'The password needs 6 to 32 characters with at least one digit and one lowercase letter';

/** The server accepts medium and strong passwords; the meter encourages strong ones. */
export const newPasswordSchema = z.string().max(200).refine(passwordAccepted, PASSWORD_POLICY_MESSAGE);

const newPassword = { password: newPasswordSchema, passwordConfirm: z.string().max(200) };
const confirmationMatches = (v: { password: string; passwordConfirm: string }) =>
  v.password === v.passwordConfirm;
const noMatch = { message: 'The value must be equal to the other value', path: ['passwordConfirm'] };

/** Password change payload (spec section 3): passwordConfirm must equal password. */
export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1).max(200), ...newPassword })
  .strict()
  .refine(confirmationMatches, noMatch);
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

/** POST /auth/reset-password: the token of the mailed link and the new password. */
export const resetPasswordSchema = z
  .object({ token: z.string().min(1).max(500), ...newPassword })
  .strict()
  .refine(confirmationMatches, noMatch);
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;
