import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../app/routes/route-paths';
import type { QuickLink } from './quick-links';
import styles from './QuickLinks.module.css';

/** Tiles leading to the areas the user may open. */
export function QuickLinks({ links, labelledBy }: { links: QuickLink[]; labelledBy: string }) {
  const { t } = useTranslation();
  if (links.length === 0) return <p className={styles.none}>{t('dashboard.noLinks')}</p>;
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.name}>
          <Link to={pathTo(link.name)} className={styles.link} data-route={link.name}>
            <span className={styles.icon} aria-hidden="true">
              <i className={link.icon} />
            </span>
            <span>
              <span className={styles.label}>{t(`routes.${link.name}`)}</span>
              <span className={styles.description}>{t(`dashboard.links.${link.name}`)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
