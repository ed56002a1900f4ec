import { deriveJobStatus, type BoardPayload } from '@hiring/domain';
import { TabMenu } from 'primereact/tabmenu';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { statusSeverity } from '../jobs/job-status-view';
import styles from './Board.module.css';
import type { BoardTab } from './board-tabs';

/** The job's name, its derived status and the tabs offered: new applications, board, edit. */
export function BoardHeader(props: {
  job: BoardPayload['job'];
  newCount: number;
  tabs: readonly BoardTab[];
  tab: BoardTab;
  onTab: (tab: BoardTab) => void;
}) {
  const { t } = useTranslation();
  const status = deriveJobStatus(props.job);
  const items = props.tabs.map((tab) => ({
    label: tab === 'new' ? t('board.tabs.newCount', { count: props.newCount }) : t(`board.tabs.${tab}`),
    icon: { new: 'pi pi-inbox', manage: 'pi pi-th-large', edit: 'pi pi-pencil' }[tab],
    id: `board-tab-${tab}`,
  }));
  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title} id="page-title">
          {props.job.name}
        </h1>
        <Tag
          value={t(`jobs.status.${status}`)}
          severity={statusSeverity[status]}
          rounded
          data-status={status}
        />
      </div>
      <TabMenu
        model={items}
        activeIndex={props.tabs.indexOf(props.tab)}
        onTabChange={(event) => props.onTab(props.tabs[event.index] ?? 'manage')}
        data-testid="board-tabs"
      />
    </>
  );
}
