import type { JobListFilter } from '@hiring/domain';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmActionDialog, type ConfirmRequest } from '../../shared/ui/ConfirmActionDialog';
import type { JobListSort, SortDir } from './job-query-keys';
import type { JobOverview } from './job-types';
import { JobCard } from './JobCard';
import styles from './JobList.module.css';
import { JobListToolbar } from './JobListToolbar';
import { useDebouncedValue } from './useDebouncedValue';
import { useJobMutations } from './useJobMutations';
import { useJobOverview } from './useJobOverview';
import { useStatusChange } from './useStatusChange';
import { LoadingBlock } from '../../shared/ui/LoadingBlock';
import { PageHeader } from '../../shared/ui/PageHeader';

const SEARCH_DELAY_MS = 300;

/** /board/list: the company's job posts with their status, counters and actions. */
export function JobListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<JobListFilter>('all');
  const [searchText, setSearchText] = useState('');
  const [sort, setSort] = useState<JobListSort>('created');
  const [dir, setDir] = useState<SortDir>('desc');
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const search = useDebouncedValue(searchText, SEARCH_DELAY_MS);
  const overview = useJobOverview({ filter, search, sort, dir });
  const { duplicate, remove } = useJobMutations();
  const status = useStatusChange(setConfirm);
  const busy = duplicate.isPending || status.isPending || remove.isPending;
  const jobs = overview.data ?? [];

  const onDelete = (job: JobOverview) =>
    setConfirm({
      title: t('jobs.confirm.deleteTitle'),
      message: t('jobs.confirm.deleteMessage', { name: job.name }),
      acceptLabel: t('jobs.actions.delete'),
      onAccept: () => remove.mutate(job.id),
    });

  return (
    <div className={styles.page} data-page="board_list">
      <PageHeader title={t('routes.board_list')}>
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('jobs.list.newJob')}
          onClick={() => void navigate('/board')}
          data-testid="job-list-new"
        />
      </PageHeader>
      <JobListToolbar
        filter={filter}
        onFilter={setFilter}
        search={searchText}
        onSearch={setSearchText}
        sort={sort}
        onSort={setSort}
        dir={dir}
        onDir={setDir}
      />
      {overview.isPending ? (
        <LoadingBlock label={t('jobs.list.loading')} />
      ) : jobs.length === 0 ? (
        <section className={styles.empty} data-testid="job-list-empty">
          <i className="pi pi-briefcase" aria-hidden="true" />
          <p>
            {search.trim()
              ? t('jobs.list.emptySearch', { search: search.trim() })
              : t(`jobs.list.empty.${filter}`)}
          </p>
        </section>
      ) : (
        <ul
          className={styles.list}
          aria-labelledby="page-title"
          aria-busy={overview.isFetching}
          data-testid="job-list"
        >
          {jobs.map((job) => (
            <JobCard
              key={job.id}
              job={job}
              busy={busy}
              onDuplicate={(j) => duplicate.mutate(j.id)}
              onStatus={status.change}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
      <ConfirmActionDialog request={confirm} onDone={() => setConfirm(null)} />
    </div>
  );
}
