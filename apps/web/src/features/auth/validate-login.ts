import { normalizeEmail } from '@hiring/domain/auth/email';
import { rules } from '../../shared/validation/rules';
import type { LoginRequest } from './login-types';

export interface LoginErrors {
  email: string | null;
  password: string | null;
}

/** Normalises the email (lowercased, no spaces) and checks both fields; errors are translation keys. */
export function validateLogin({ email, password }: LoginRequest): {
  values: LoginRequest;
  errors: LoginErrors;
} {
  const values = { email: normalizeEmail(email), password };
  const errors = {
    email: rules.required(values.email) ?? rules.email(values.email),
    password: rules.required(values.password),
  };
  return { values, errors };
}
