import { jobListFilters, type JobListFilter } from '@hiring/domain';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';
import { dropdownA11y } from '../../shared/ui/dropdown-a11y';
import { jobListSorts, type JobListSort, type SortDir } from './job-query-keys';
import styles from './JobList.module.css';

interface JobListToolbarProps {
  filter: JobListFilter;
  onFilter: (filter: JobListFilter) => void;
  search: string;
  onSearch: (text: string) => void;
  sort: JobListSort;
  onSort: (sort: JobListSort) => void;
  dir: SortDir;
  onDir: (dir: SortDir) => void;
}

/** The job list's filter (status), name search and sort. */
export function JobListToolbar(props: JobListToolbarProps) {
  const { t } = useTranslation();
  const filterOptions = jobListFilters.map((value) => ({ value, label: t(`jobs.list.filters.${value}`) }));
  const sortOptions = jobListSorts.map((value) => ({ value, label: t(`jobs.list.sorts.${value}`) }));
  const ascending = props.dir === 'asc';
  return (
    <div className={styles.toolbar}>
      <SelectButton
        value={props.filter}
        options={filterOptions}
        onChange={(event) => {
          // A click on the chosen option would unselect it: keep one filter on.
          if (event.value) props.onFilter(event.value as JobListFilter);
        }}
        allowEmpty={false}
        aria-label={t('jobs.list.filterLabel')}
        data-testid="job-filter"
        itemTemplate={(option: { value: string; label: string }) => (
          <span data-filter={option.value}>{option.label}</span>
        )}
      />
      <div className={styles.toolbarRight}>
        <IconField iconPosition="left">
          <InputIcon className="pi pi-search" />
          <InputText
            id="job-search"
            type="search"
            value={props.search}
            onChange={(event) => props.onSearch(event.target.value)}
            placeholder={t('jobs.list.searchPlaceholder')}
            aria-label={t('jobs.list.searchLabel')}
          />
        </IconField>
        <Dropdown
          inputId="job-sort"
          value={props.sort}
          options={sortOptions}
          onChange={(event) => props.onSort(event.value as JobListSort)}
          aria-label={t('jobs.list.sortLabel')}
          pt={dropdownA11y(t('jobs.list.sortLabel'))}
        />
        <Button
          type="button"
          icon={ascending ? 'pi pi-sort-amount-up-alt' : 'pi pi-sort-amount-down'}
          outlined
          onClick={() => props.onDir(ascending ? 'desc' : 'asc')}
          aria-label={t(ascending ? 'jobs.list.ascending' : 'jobs.list.descending')}
          tooltip={t(ascending ? 'jobs.list.ascending' : 'jobs.list.descending')}
          tooltipOptions={{ position: 'bottom' }}
          data-dir={props.dir}
          data-testid="job-sort-dir"
        />
      </div>
    </div>
  );
}
