import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMessage } from './form-rules';

/** Translates a form error message (a key, or a key with values from `withParams`). */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const { key, params } = parseMessage(message);
      return t(key, { ...params, defaultValue: key });
    },
    [t],
  );
}
