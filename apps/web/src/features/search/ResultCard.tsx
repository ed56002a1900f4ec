import type { SearchResultItem } from '@hiring/domain';
import { Chip } from 'primereact/chip';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../../shared/format/number';
import { PersonAvatar } from '../board/PersonAvatar';
import { MatchList } from './MatchList';
import styles from './Search.module.css';
import type { useMatchText } from './useMatchText';

/** Where a result is: town, work area and seniority. */
function resultPlace(item: SearchResultItem): string {
  return [
    item.location && `${item.location.name} (${item.location.province})`,
    item.workArea?.name,
    item.seniority?.name,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** One candidate of the results as a card: who, where, top skills, and why they rank where they do. */
export function ResultCard(props: {
  item: SearchResultItem;
  describe: ReturnType<typeof useMatchText>;
  onOpen: (item: SearchResultItem) => void;
}) {
  const { t } = useTranslation();
  const { item } = props;
  const name = `${item.firstname} ${item.lastname}`;
  const where = resultPlace(item);
  return (
    // The whole card opens the profile with the mouse; the name is the keyboard's button.
    <li
      className={styles.card}
      onClick={() => props.onOpen(item)}
      data-testid="result-card"
      data-user-id={item.userId}
    >
      <div className={styles.cardHead}>
        <PersonAvatar name={name} picture={item.picture} size="large" />
        <div>
          <button type="button" className={styles.nameButton} onClick={() => props.onOpen(item)}>
            {name}
          </button>
          {item.headline && <p className={styles.sub}>{item.headline}</p>}
        </div>
        <span className={styles.rank} title={t('search.rank')}>
          {formatScore(item.rank)}
        </span>
      </div>
      {where && <p className={styles.sub}>{where}</p>}
      <div className={styles.chips}>
        {item.employed && <Tag value={t('search.employed')} severity="secondary" />}
        {item.skills.map((s) => (
          <Chip key={s.skillId} label={`${s.name} · ${t('search.years', { count: s.years })}`} />
        ))}
      </div>
      <MatchList matches={item.matches} describe={props.describe} />
    </li>
  );
}
