import type { CandidateProfile } from '@hiring/domain';
import { Chip } from 'primereact/chip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './CandidateDetail.module.css';

function chips<T extends { id: number; name: string }>(
  items: readonly T[],
  label: (item: T) => string = (item) => item.name,
): ReactNode {
  if (items.length === 0) return null;
  return (
    <span className={styles.chips}>
      {items.map((item) => (
        <Chip key={item.id} label={label(item)} />
      ))}
    </span>
  );
}

/** The candidate's profile: bio and facts, skills with years, languages with level and the rest. */
export function CandidateProfileTab({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const years = (n: number) => t('board.profile.years', { count: n });
  const facts: Array<[string, ReactNode]> = [
    ['location', profile.location && `${profile.location.name} (${profile.location.province})`],
    ['workArea', profile.workArea?.name],
    ['seniority', profile.seniority?.name],
    ['education', profile.education?.name],
    ['availability', profile.availability?.name],
    ['employed', profile.employed ? t('common.yes') : t('common.no')],
    ['professionalSkills', chips(profile.professionalSkills, (s) => `${s.name} · ${years(s.years)}`)],
    ['languages', chips(profile.languages, (l) => `${l.name} · ${l.level}`)],
    ['softSkills', chips(profile.softSkills)],
    ['driverLicenses', chips(profile.driverLicenses)],
    ['protectedClasses', chips(profile.protectedClasses)],
  ];
  return (
    <div data-testid="candidate-profile">
      {profile.bio && <p className={styles.bio}>{profile.bio}</p>}
      <dl className={styles.facts}>
        {facts.map(([key, value]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{t(`board.profile.${key}`)}</dt>
            <dd>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
