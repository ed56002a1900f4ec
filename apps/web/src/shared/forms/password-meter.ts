import { passwordStrength, type PasswordStrength } from '@hiring/domain';

/** The meter's level for a password: none while empty, else the domain's strength (spec section 5). */
export function meterLevel(password: string): PasswordStrength | 'none' {
  return password === '' ? 'none' : passwordStrength(password);
}

/** How much of the bar is filled, per level. */
export const meterFill: Record<PasswordStrength | 'none', number> = {
  none: 0,
  weak: 1 / 3,
  medium: 2 / 3,
  strong: 1,
};
