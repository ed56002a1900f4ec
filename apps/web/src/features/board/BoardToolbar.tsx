import { Button } from 'primereact/button';
import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';
import styles from './Board.module.css';
import type { BoardView } from './useBoardView';

/** The board's view switch (kanban or list; only on the board tab) and a refresh button. */
export function BoardToolbar(props: {
  view: BoardView | null;
  onView: (view: BoardView) => void;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const options = [
    { value: 'kanban', icon: 'pi pi-th-large', label: t('board.view.kanban') },
    { value: 'list', icon: 'pi pi-list', label: t('board.view.list') },
  ];
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarGroup}>
        {props.view && (
          <SelectButton
            value={props.view}
            options={options}
            allowEmpty={false}
            aria-label={t('board.view.label')}
            data-testid="board-view"
            itemTemplate={(option: (typeof options)[number]) => (
              <span data-view={option.value}>
                <i className={option.icon} aria-hidden="true" /> {option.label}
              </span>
            )}
            onChange={(event) => props.onView(event.value as BoardView)}
          />
        )}
      </div>
      <Button
        type="button"
        icon="pi pi-refresh"
        text
        rounded
        loading={props.refreshing}
        aria-label={t('board.refresh')}
        onClick={props.onRefresh}
      />
    </div>
  );
}
