import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Checkbox } from 'primereact/checkbox';
import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { changeLanguage } from '../../shared/i18n/i18n';
import { isLanguage, languages } from '../../shared/i18n/languages';
import { PushToggle } from '../../shared/push/PushToggle';
import type { SessionUser } from '../../shared/stores/useSessionStore';
import { useToast } from '../../shared/ui/toast/useToast';
import styles from './AccountPage.module.css';
import { AccountSection } from './AccountSection';
import { useUpdateUser } from './useUpdateUser';
import {
  getRecruiterPreference,
  interviewKeys,
  type RecruiterPreference,
} from '../interviews/interviews-api';

/** Language (saved on the account and switched at once) and the marketing consent. */
export function PreferencesSection({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const notify = useToast();
  const showApiError = useApiErrorToast();
  const queryClient = useQueryClient();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'it';

  const updateUser = useUpdateUser((saved) => {
    if (isLanguage(saved.lang)) void changeLanguage(saved.lang);
  });

  // The same cached row as the working hours section.
  const preferenceKey = interviewKeys.preference(user.id);
  const preference = useQuery({ queryKey: preferenceKey, queryFn: () => getRecruiterPreference(user.id) });
  const consent = useMutation({
    mutationFn: ({ id, marketingConsent }: { id: number; marketingConsent: boolean }) =>
      api.patch<RecruiterPreference>(`/recruiter-preference/${id}`, { marketingConsent }),
    onSuccess: (saved) => {
      queryClient.setQueryData(preferenceKey, saved);
      notify(
        'done',
        t(saved.marketingConsent ? 'account.preferences.consentOn' : 'account.preferences.consentOff'),
      );
    },
    onError: showApiError,
  });

  const options = languages.map((lng) => ({ value: lng, label: t(`common.languages.${lng}`) }));
  const record = preference.data;

  return (
    <AccountSection id="account-preferences" icon="pi-sliders-h" title={t('account.preferences.title')}>
      <div className={styles.setting}>
        <div>
          <span id="account-language-label" className={styles.settingLabel}>
            {t('account.preferences.language')}
          </span>
          <p className={styles.settingHint}>{t('account.preferences.languageHint')}</p>
        </div>
        {/* A button group rather than a dropdown: PrimeReact's dropdown leaves an unlabelled select for screen readers. */}
        <SelectButton
          id="account-language"
          aria-labelledby="account-language-label"
          value={current}
          options={options}
          allowEmpty={false}
          disabled={updateUser.isPending}
          onChange={(event) => {
            const lang: unknown = event.value;
            if (isLanguage(lang) && lang !== current) updateUser.mutate({ lang });
          }}
          className={styles.settingControl}
        />
      </div>
      <div className={styles.setting}>
        <div>
          <label htmlFor="account-consent" className={styles.settingLabel}>
            {t('account.preferences.consent')}
          </label>
          <p className={styles.settingHint}>{t('account.preferences.consentHint')}</p>
          {preference.isSuccess && record === null && (
            <p className={styles.settingHint}>{t('account.preferences.consentMissing')}</p>
          )}
          {preference.isError && (
            <p className={styles.settingHint}>{t('account.preferences.consentUnavailable')}</p>
          )}
        </div>
        <Checkbox
          inputId="account-consent"
          checked={record?.marketingConsent ?? false}
          disabled={!record || consent.isPending}
          onChange={(event) => {
            if (record) consent.mutate({ id: record.id, marketingConsent: Boolean(event.checked) });
          }}
        />
      </div>
      <PushToggle classes={styles} />
    </AccountSection>
  );
}
