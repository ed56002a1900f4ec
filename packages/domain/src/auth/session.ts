import { z } from 'zod';
import { normalizeEmail } from './email.js';

export { normalizeEmail };

/** POST /auth/login body. */
export const loginRequestSchema = z
  .object({
    email: z.string().max(320).transform(normalizeEmail).pipe(z.email()),
    password: z.string().min(1).max(200),
  })
  .strict();
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The signed-in user as the API sends it (dates as ISO strings). */
export interface SessionUser {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  picture: string | null;
  roleId: number;
  isSu: boolean;
  isAdmin: boolean;
  adminPermissions: string[];
  lang: string;
  passwordExpiredAt: string | null;
}

/** POST /auth/login response `data`; the refresh token arrives with the identity issue's sessions. */
export interface LoginResponse {
  accessToken: string;
  refreshToken?: string;
  user: SessionUser;
}
