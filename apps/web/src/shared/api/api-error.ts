/**
 * A failed API call. `status` is the HTTP status, or 0 when no response came
 * back (network failure or aborted request). `messages` are the texts to show,
 * one toast each (spec section 8).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: readonly string[];

  constructor(status: number, messages: readonly string[]) {
    super(messages.join('\n'));
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
  }
}
