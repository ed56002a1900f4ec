import { PHONE_PATTERN } from '@hiring/domain/candidates/phone';

export interface PersonalValues {
  firstname: string;
  lastname: string;
  headline: string;
  bio: string;
  phone: string;
  contactEmail: string;
  /** YYYY-MM-DD as the date input gives it, or ''. */
  birthDate: string;
}

export type PersonalProblem = 'required' | 'phone' | 'email' | 'birthDate';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day from 1900 up to `today` (YYYY-MM-DD, compared as text). */
function plausibleBirthDate(value: string, today: string): boolean {
  const day = DAY.exec(value);
  if (!day) return false;
  const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const real = new Date(Date.UTC(year, month - 1, date));
  return real.getUTCMonth() === month - 1 && real.getUTCDate() === date && year >= 1900 && value <= today;
}

/**
 * The personal data's problems by field, checked on submit as the server would (user-detail-write.ts,
 * PATCH /auth/user) plus a plausible birth date; empty optional fields are fine.
 */
export function validatePersonal(
  values: PersonalValues,
  today: string,
): Partial<Record<keyof PersonalValues, PersonalProblem>> {
  const problems: Partial<Record<keyof PersonalValues, PersonalProblem>> = {};
  if (!values.firstname.trim()) problems.firstname = 'required';
  if (!values.lastname.trim()) problems.lastname = 'required';
  if (values.phone.trim() && !PHONE_PATTERN.test(values.phone.trim())) problems.phone = 'phone';
  if (values.contactEmail.trim() && !EMAIL.test(values.contactEmail.trim())) problems.contactEmail = 'email';
  if (values.birthDate && !plausibleBirthDate(values.birthDate, today)) problems.birthDate = 'birthDate';
  return problems;
}

/** Today as YYYY-MM-DD in the browser's own time zone (the day a person calls today). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
