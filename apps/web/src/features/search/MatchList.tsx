import type { SearchMatch } from '@hiring/domain';
import { useTranslation } from 'react-i18next';
import styles from './Search.module.css';
import type { useMatchText } from './useMatchText';

/** A result's rank explanation: each filter it matched, with the strength as a bar and a percentage. */
export function MatchList(props: { matches: SearchMatch[]; describe: ReturnType<typeof useMatchText> }) {
  const { t } = useTranslation();
  if (props.matches.length === 0) return <p className={styles.sub}>{t('search.match.none')}</p>;
  return (
    <ul className={styles.matches} aria-label={t('search.match.title')} data-testid="rank-explanation">
      {props.matches.map((match, index) => {
        const { what, how } = props.describe(match);
        const percent = Math.round(match.strength * 100);
        return (
          <li
            key={`${match.filter}-${match.detail.id ?? index}`}
            className={styles.match}
            data-filter={match.filter}
          >
            <span>
              {what}
              {how && <span className={styles.sub}> · {how}</span>}
            </span>
            <span
              className={styles.meter}
              role="meter"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-label={t('search.match.strength', { what, percent })}
              title={`${percent}%`}
            >
              <span style={{ width: `${percent}%` }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
