/** A failure already worded for the reader, in their language: ErrorMessage shows it as it is. */
export class ShownError extends Error {}
