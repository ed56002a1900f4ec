import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../config/useConfig';
import { useToast } from '../ui/toast/useToast';
import { BotCheckError, createBotCheck, type BotCheckStatus } from './bot-check';
import { fetchChallenge } from './fetch-challenge';
import type { BotCheckAction } from './payload';
import { solveInWorker } from './solve-in-worker';

export interface BotCheckHandle {
  status: BotCheckStatus;
  /**
   * The `x-bot-check` payload for one request (null: send no header). Rejects with a
   * BotCheckError, after showing the error toast.
   */
  take: () => Promise<string | null>;
  /** Solves the next challenge in the background: call it after an attempt that did not lead away. */
  prepare: () => void;
}

/**
 * The bot check of one form (spec section 7): solving starts when the form opens, so that
 * sending it does not wait; failures show a translated error toast.
 */
export function useBotCheck(action: BotCheckAction): BotCheckHandle {
  const { botCheck: config } = useConfig();
  const notify = useToast();
  const { t } = useTranslation();
  // The runtime config is loaded once, before the first render: the check lives as long as the form.
  const [check] = useState(() =>
    createBotCheck(config, action, { fetchChallenge, solve: solveInWorker, now: Date.now }),
  );
  const status = useSyncExternalStore(check.subscribe, check.getStatus);

  const report = useCallback(
    (error: unknown) => {
      console.warn('Bot check failed', error);
      notify('fail', t('botCheck.failed'), t('common.error.title'));
    },
    [notify, t],
  );

  const prepare = useCallback(() => {
    check.prepare().catch(report);
  }, [check, report]);

  const take = useCallback(async () => {
    try {
      return await check.take();
    } catch (error) {
      if (error instanceof BotCheckError) report(error);
      throw error;
    }
  }, [check, report]);

  useEffect(() => {
    prepare();
    return () => check.reset();
  }, [check, prepare]);

  return useMemo(() => ({ status, take, prepare }), [status, take, prepare]);
}
