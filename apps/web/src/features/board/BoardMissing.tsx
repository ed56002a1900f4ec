import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorTitle } from '../errors/useErrorTitle';
import styles from './Board.module.css';

/** The board of a job that does not exist or is not the caller's company's: titled so, page and trail. */
export function BoardMissing() {
  const { t } = useTranslation();
  useErrorTitle('#board.missingTitle');
  return (
    <div className={styles.page} data-page="board" data-board="missing">
      <h1 className={styles.title} id="page-title">
        {t('board.missingTitle')}
      </h1>
      <p className={styles.muted}>{t('board.missing')}</p>
      <Link to="/board/list">
        <Button type="button" label={t('routes.board_list')} icon="pi pi-briefcase" outlined />
      </Link>
    </div>
  );
}
