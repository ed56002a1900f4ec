import { useTranslation } from 'react-i18next';
import { useConfig } from '../../shared/config/useConfig';
import type { SessionUser } from '../../shared/stores/useSessionStore';
import { LoadingBlock } from '../../shared/ui/LoadingBlock';
import { usesAdminMenu } from '../../app/shell/menu-entries';
import { useOwnPreference } from '../interviews/useInterviews';
import { WorkingHoursForm } from '../interviews/WorkingHoursForm';
import { AccountSection } from './AccountSection';

/**
 * When the recruiter takes interviews (working hours, time zone, interview length): only for company
 * staff (a back-office admin has no preference row) and only while interview scheduling is on.
 */
export function WorkingHoursSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { modules } = useConfig();
  const staff = !usesAdminMenu(user);
  const shown = staff && !modules.disableScheduling;
  const preference = useOwnPreference(shown);
  if (!shown || preference.data === null || preference.isError) return null;
  return (
    <AccountSection
      id="account-working-hours"
      icon="pi-calendar"
      title={t('interviews:hours.title')}
      description={t('interviews:hours.description')}
    >
      {preference.data ? (
        <WorkingHoursForm key={preference.data.id} preference={preference.data} />
      ) : (
        <LoadingBlock label={t('interviews:hours.loading')} />
      )}
    </AccountSection>
  );
}
