/** The sign-in contract, shared with the server. */
export type { LoginRequest, LoginResponse } from '@hiring/domain';
