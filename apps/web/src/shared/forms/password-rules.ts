import { passwordStrength } from '@hiring/domain';
import { z } from 'zod';
import { crossRules, messages } from './form-rules';

/** A new password: required, and at least medium on the meter (what the server accepts). */
export const newPassword = () =>
  z
    .string()
    .min(1, messages.mandatory)
    .refine((value) => value === '' || passwordStrength(value) !== 'weak', messages.weakPassword);

/** The confirmation of a new password must equal it; `message` is the form's own text for a mismatch. */
export const passwordConfirmCheck = (message: string = messages.sameAs) => {
  const sameAsPassword = crossRules.sameAs('passwordConfirm', 'password', message);
  return (values: { password: string; passwordConfirm: string }, ctx: z.RefinementCtx) => {
    if (values.passwordConfirm === '')
      ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: messages.mandatory });
    else sameAsPassword(values, ctx);
  };
};
