/**
 * A phone number as a candidate may write it (digits, spaces and + ( ) . / -, 5 to 30 characters).
 * Free of zod, so the candidate app checks it before sending (user-detail-write.ts builds the rule on it).
 */
export const PHONE_PATTERN = /^\+?[0-9 ()./-]{5,30}$/;
