/**
 * Emails are compared lowercased and without white space (spec section 5). Its own module, free of
 * zod, so the web app's login page can use it without loading the schemas.
 */
export const normalizeEmail = (email: string): string => email.replace(/\s+/g, '').toLowerCase();
