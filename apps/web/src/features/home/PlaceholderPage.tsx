import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './PlaceholderPage.module.css';

/**
 * A page whose content comes with a later issue: its heading and an empty state saying what will
 * be here. `area` names the translations: `routes.{title}` and `placeholders.{area}`.
 */
export function PlaceholderPage(props: {
  /** Key under `routes` of the page heading. */
  title: string;
  /** Key under `placeholders` of the empty state's text. */
  area: string;
  /** PrimeIcons class, e.g. 'pi pi-search'. */
  icon: string;
  /** A line about the record the URL names (e.g. a job post id), if any. */
  detail?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-page={props.area}>
      <h1 className={styles.title} id="page-title">
        {t(`routes.${props.title}`)}
      </h1>
      <section className={styles.empty} aria-labelledby="placeholder-heading">
        <span className={styles.icon} aria-hidden="true">
          <i className={props.icon} />
        </span>
        <h2 className={styles.heading} id="placeholder-heading">
          {t('placeholders.heading')}
        </h2>
        <p className={styles.text}>{t(`placeholders.${props.area}`)}</p>
        {props.detail && <p className={styles.text}>{props.detail}</p>}
      </section>
    </div>
  );
}
