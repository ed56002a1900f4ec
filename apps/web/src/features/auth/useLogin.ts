import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { BotCheckError } from '../../shared/bot-check/bot-check';
import { BOT_CHECK_HEADER } from '../../shared/bot-check/payload';
import { isLanguage } from '../../shared/i18n/languages';
import { rememberLanguage } from '../../shared/i18n/remember-language';
import type { BotCheckHandle } from '../../shared/bot-check/useBotCheck';
import { sessionTokens } from '../../shared/stores/session-tokens';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import type { LoginRequest, LoginResponse } from './login-types';

/**
 * Signs in: sends the credentials with the bot-check solution, keeps the tokens and the user,
 * then opens the dashboard; failures become error toasts.
 *
 * A plain request, not a TanStack Query mutation: the login page is the first load, and this keeps
 * the mutation machinery out of it (docs/performance.md, "First load").
 */
export function useLogin(botCheck: BotCheckHandle) {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const setUser = useSessionStore((state) => state.setUser);
  const showApiError = useApiErrorToast();
  const [isPending, setPending] = useState(false);

  const signIn = useCallback(
    async (credentials: LoginRequest) => {
      setPending(true);
      try {
        const solution = await botCheck.take();
        const { accessToken, refreshToken, user } = await api.post<LoginResponse>(
          '/auth/login',
          credentials,
          {
            anonymous: true,
            headers: solution === null ? undefined : { [BOT_CHECK_HEADER]: solution },
          },
        );
        sessionTokens.set({ accessToken, refreshToken });
        setUser(user);
        // A language chosen on the login page is the user's choice from now on, on the server too.
        const chosen = i18n.resolvedLanguage;
        if (isLanguage(chosen) && chosen !== user.lang) void rememberLanguage(chosen);
        await navigate('/', { replace: true });
      } catch (error) {
        // The bot check could not be solved: it has shown its toast, and the next submit tries again.
        if (error instanceof BotCheckError) return;
        // The solution is spent: solve the next one while the user corrects the form.
        botCheck.prepare();
        showApiError(error);
      } finally {
        setPending(false);
      }
    },
    [botCheck, i18n, navigate, setUser, showApiError],
  );

  const mutate = useCallback((credentials: LoginRequest) => void signIn(credentials), [signIn]);
  return { mutate, isPending };
}
