import { useEffect, useMemo, useState } from 'react';
import { createBotCheck, type BotCheck } from '../../shared/bot-check/bot-check';
import { fetchChallenge } from '../../shared/bot-check/fetch-challenge';
import { BOT_CHECK_HEADER, type BotCheckAction } from '../../shared/bot-check/payload';
import { solveInWorker } from '../../shared/bot-check/solve-in-worker';
import { loadConfig } from '../../shared/config/load-config';

export interface TalentsBotCheck {
  /** The `x-bot-check` header for one request (none when the check is off); rejects with a BotCheckError. */
  headers: () => Promise<Record<string, string> | undefined>;
  /** Solves the next challenge in the background (after an attempt that spent the solution). */
  prepare: () => void;
}

const quietly = (check: BotCheck) => void check.prepare().catch(() => undefined);

/**
 * The bot check of one of the candidate app's forms (spec 7): the dashboard's solver
 * (shared/bot-check, ALTCHA in a worker), started when the form opens so that sending it does not
 * wait. A failure is the form's to say (the next attempt solves again).
 */
export function useBotCheck(action: BotCheckAction): TalentsBotCheck {
  const [check] = useState(() =>
    loadConfig().then((config) =>
      createBotCheck(config.botCheck, action, { fetchChallenge, solve: solveInWorker, now: Date.now }),
    ),
  );
  useEffect(() => {
    void check.then(quietly);
    return () => void check.then((c) => c.reset());
  }, [check]);
  return useMemo(
    () => ({
      headers: async () => {
        const payload = await (await check).take();
        return payload === null ? undefined : { [BOT_CHECK_HEADER]: payload };
      },
      prepare: () => void check.then(quietly),
    }),
    [check],
  );
}
