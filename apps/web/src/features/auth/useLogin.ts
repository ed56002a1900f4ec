import { useMutation } from '@tanstack/react-query';
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
 */
export function useLogin(botCheck: BotCheckHandle) {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const setUser = useSessionStore((state) => state.setUser);
  const showApiError = useApiErrorToast();

  return useMutation({
    mutationFn: async (credentials: LoginRequest) => {
      const solution = await botCheck.take();
      return api.post<LoginResponse>('/auth/login', credentials, {
        anonymous: true,
        headers: solution === null ? undefined : { [BOT_CHECK_HEADER]: solution },
      });
    },
    onSuccess: async ({ accessToken, refreshToken, user }) => {
      sessionTokens.set({ accessToken, refreshToken });
      setUser(user);
      // A language chosen on the login page is the user's choice from now on, on the server too.
      const chosen = i18n.resolvedLanguage;
      if (isLanguage(chosen) && chosen !== user.lang) void rememberLanguage(chosen);
      await navigate('/', { replace: true });
    },
    onError: (error) => {
      // The bot check could not be solved: it has shown its toast, and the next submit tries again.
      if (error instanceof BotCheckError) return;
      // The solution is spent: solve the next one while the user corrects the form.
      botCheck.prepare();
      showApiError(error);
    },
  });
}
