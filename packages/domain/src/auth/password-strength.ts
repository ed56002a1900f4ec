/**
 * Password strength as the meter shows it (spec section 5). Its own module, free of zod, so the
 * candidate app's sign-up and reset forms apply the policy without loading the schemas
 * (password-policy.ts builds the server's rule on it).
 */
export type PasswordStrength = 'weak' | 'medium' | 'strong';

export function passwordStrength(password: string): PasswordStrength {
  const digitAndLower = /\d/.test(password) && /[a-z]/.test(password);
  const upperAndSpecial = /[A-Z]/.test(password) && /[^A-Za-z0-9]/.test(password);
  if (digitAndLower && upperAndSpecial && password.length >= 8 && password.length <= 32) return 'strong';
  if (digitAndLower && password.length >= 6 && password.length <= 32) return 'medium';
  return 'weak';
}

/** The server accepts medium and strong passwords; the meter encourages strong ones. */
export const passwordAccepted = (password: string): boolean => passwordStrength(password) !== 'weak';
