import type { SessionUser } from '../../shared/stores/useSessionStore';

/** POST /auth/login body. Should move to @hiring/domain once the auth contract lands there. */
export interface LoginRequest {
  email: string;
  password: string;
}

/** POST /auth/login response `data`. */
export interface LoginResponse {
  accessToken: string;
  refreshToken: string;
  user: SessionUser;
}
