import { normalizeEmail } from '@hiring/domain/auth/email';
import { passwordAccepted } from '@hiring/domain/auth/password-strength';

/** What is wrong with a field, named for the page's texts; null when nothing is. */
export type FieldProblem = 'required' | 'invalid' | null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address as the server keeps it (lowercased, no white space: spec 5) and what is wrong with it. */
export function checkEmail(raw: string): { email: string; problem: FieldProblem } {
  const email = normalizeEmail(raw);
  return { email, problem: email === '' ? 'required' : EMAIL.test(email) ? null : 'invalid' };
}

/** A new password against the domain's policy (the one the server applies). */
export const checkNewPassword = (password: string): FieldProblem =>
  password === '' ? 'required' : passwordAccepted(password) ? null : 'invalid';

/**
 * Focuses the first field with a problem, in the form's order (validation on submit); true when one
 * was found.
 */
export function focusFirstInvalid(problems: ReadonlyArray<readonly [id: string, problem: unknown]>): boolean {
  const first = problems.find(([, problem]) => Boolean(problem));
  if (!first) return false;
  const element = document.getElementById(first[0]);
  element?.focus();
  element?.scrollIntoView({ block: 'center' });
  return true;
}

/**
 * After a submit found a field wrong, its error follows what is typed, and goes once it is right
 * (a field that was fine is not judged before the next submit).
 */
export function recheck<P extends object, K extends keyof P>(
  setProblems: (update: (problems: P) => P) => void,
  key: K,
  problem: P[K],
): void {
  setProblems((problems) => (problems[key] ? { ...problems, [key]: problem } : problems));
}
