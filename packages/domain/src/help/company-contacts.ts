import { z } from 'zod';

/** The back-office person who looks after a company (company.accountManagerUserId). */
export const accountManagerSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  /** The only phone the schema keeps for a person (their user detail); null when there is none. */
  phone: z.string().nullable(),
  /** The avatar URL, as `user.picture`. */
  picture: z.string().nullable(),
});
export type AccountManager = z.infer<typeof accountManagerSchema>;

/** `GET /company/contacts/{id}`: whom a member of that company can turn to. */
export const companyContactsSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  /** Null while the company has no account manager (or theirs left). */
  accountManager: accountManagerSchema.nullable(),
  /** The support team's address (the server's SUPPORT_EMAIL), where `POST /mail/support` writes too. */
  supportEmail: z.string(),
});
export type CompanyContacts = z.infer<typeof companyContactsSchema>;

/** The limits of `POST /mail/support`'s body, so the form stops where the server would. */
export const supportRequestLimits = { subject: 200, message: 5000 } as const;
