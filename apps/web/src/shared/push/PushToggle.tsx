import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Checkbox } from 'primereact/checkbox';
import { useTranslation } from 'react-i18next';
import { useToast } from '../ui/toast/useToast';
import { pushClient } from './push';
import type { PushState } from './push-client';
import { pushAppIdQuery, pushStateKey } from './usePushAppId';

/** The class names of the settings list it sits in (the account page's). */
export interface PushToggleClasses {
  setting?: string;
  settingLabel?: string;
  settingHint?: string;
}

/**
 * "Push notifications" for this device: ticking it asks the browser's permission (only ever from
 * this click), subscribes and tells the server; off unsubscribes.
 */
export function PushToggle({ classes = {} }: { classes?: PushToggleClasses }) {
  const { t } = useTranslation('push');
  const notify = useToast();
  const queryClient = useQueryClient();
  const appId = useQuery(pushAppIdQuery);
  const configured = Boolean(appId.data);
  const state = useQuery({
    queryKey: pushStateKey,
    queryFn: (): Promise<PushState> => pushClient.state(),
    enabled: configured,
    meta: { silent: true },
  });
  const toggle = useMutation({
    mutationFn: (on: boolean) => (on ? pushClient.enable() : pushClient.disable()),
    onSuccess: (done, on) => {
      if (on) notify(done ? 'done' : 'warn', t(done ? 'enabled' : 'failed'));
      else if (done) notify('done', t('disabled'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushStateKey }),
  });

  const current = configured ? state.data : undefined;
  const hint = appId.isPending
    ? t('hint')
    : !configured
      ? t('notConfigured')
      : current === 'unavailable'
        ? t('unavailable')
        : current === 'denied'
          ? t('denied')
          : t('hint');
  return (
    <div className={classes.setting} data-testid="push-setting">
      <div>
        <label htmlFor="account-push" className={classes.settingLabel}>
          {t('label')}
        </label>
        <p id="account-push-hint" className={classes.settingHint}>
          {hint}
        </p>
      </div>
      {/* A checkbox like the other preferences: PrimeReact's InputSwitch nests its input in a role=checkbox (axe: nested-interactive). */}
      <Checkbox
        inputId="account-push"
        aria-describedby="account-push-hint"
        checked={current === 'on'}
        disabled={!current || current === 'unavailable' || current === 'denied' || toggle.isPending}
        onChange={(event) => toggle.mutate(Boolean(event.checked))}
      />
    </div>
  );
}
