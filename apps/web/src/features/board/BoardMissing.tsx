import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './Board.module.css';

/** The board of a job that does not exist or is not the caller's company's. */
export function BoardMissing() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-page="board" data-board="missing">
      <h1 className={styles.title} id="page-title">
        {t('routes.board')}
      </h1>
      <p className={styles.muted}>{t('board.missing')}</p>
      <Link to="/board/list">
        <Button type="button" label={t('routes.board_list')} icon="pi pi-briefcase" outlined />
      </Link>
    </div>
  );
}
