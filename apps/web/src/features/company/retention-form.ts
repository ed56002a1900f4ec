import { candidateRetentionMonthsRange } from '@hiring/domain/companies/company-page';
import { z } from 'zod';
import { messages, withParams } from '../../shared/forms/form-rules';

const { min, max } = candidateRetentionMonthsRange;

/** The retention period as the form holds it: NumberInput gives null when blank, NaN when unreadable. */
export const retentionFormSchema = z.object({
  months: z
    .number()
    .nullable()
    .or(z.nan())
    .superRefine((value, ctx) => {
      if (value === null) ctx.addIssue({ code: 'custom', message: messages.mandatory });
      else if (Number.isNaN(value)) ctx.addIssue({ code: 'custom', message: messages.invalidNumber });
      else if (!Number.isInteger(value) || value < min || value > max)
        ctx.addIssue({ code: 'custom', message: withParams('company:retention.range', { min, max }) });
    }),
});
export type RetentionForm = z.infer<typeof retentionFormSchema>;
