import { SEARCH_PAGE_SIZE, type SearchResult, type SearchResultItem } from '@hiring/domain';
import { Dropdown } from 'primereact/dropdown';
import { Paginator } from 'primereact/paginator';
import { SelectButton } from 'primereact/selectbutton';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultCard } from './ResultCard';
import { sortChoices, sortKey, type SortChoice } from './search-form';
import styles from './Search.module.css';
import { useMatchText } from './useMatchText';
import { LoadingBlock } from '../../shared/ui/LoadingBlock';
import { EmptyState } from '../../shared/ui/EmptyState';
import { dropdownA11y } from '../../shared/ui/dropdown-a11y';

/** The table view, with PrimeReact's DataTable: loaded when chosen, not with the search page. */
const ResultsTable = lazy(async () => ({ default: (await import('./ResultsTable')).ResultsTable }));

export type ResultsView = 'cards' | 'table';

/** The results: total, sort, cards/table toggle, the page, and the paginator (200 a page). */
export function SearchResults(props: {
  result: SearchResult | undefined;
  loading: boolean;
  fetching: boolean;
  searched: boolean;
  sort: SortChoice;
  onSort: (sort: SortChoice) => void;
  view: ResultsView;
  onView: (view: ResultsView) => void;
  skip: number;
  onSkip: (skip: number) => void;
  onOpen: (item: SearchResultItem) => void;
}) {
  const { t } = useTranslation();
  const describe = useMatchText();
  const sortOptions = sortChoices.map((c) => ({
    value: sortKey(c),
    label: t(`search.sort.${c.sort}_${c.order}`),
  }));
  const viewOptions = [
    { value: 'cards', icon: 'pi pi-th-large', label: t('search.view.cards') },
    { value: 'table', icon: 'pi pi-list', label: t('search.view.table') },
  ];
  const total = props.result?.total ?? 0;
  const items = props.result?.items ?? [];

  return (
    <section className={styles.results} aria-labelledby="search-results-title" aria-busy={props.fetching}>
      <div className={styles.toolbar}>
        <h2 id="search-results-title" className={styles.total} data-testid="search-total">
          {props.searched ? t('search.total', { count: total }) : t('search.notYet')}
        </h2>
        <div className={styles.inline}>
          <Dropdown
            value={sortKey(props.sort)}
            options={sortOptions}
            aria-label={t('search.sort.label')}
            pt={dropdownA11y(t('search.sort.label'))}
            onChange={(event) =>
              props.onSort(sortChoices.find((c) => sortKey(c) === event.value) ?? sortChoices[0]!)
            }
            data-testid="search-sort"
          />
          <SelectButton
            value={props.view}
            options={viewOptions}
            optionLabel="label"
            itemTemplate={(o: (typeof viewOptions)[number]) => (
              <i className={o.icon} title={o.label} aria-label={o.label} />
            )}
            onChange={(event) => event.value && props.onView(event.value as ResultsView)}
            allowEmpty={false}
            aria-label={t('search.view.label')}
            data-testid="search-view"
          />
        </div>
      </div>
      {props.loading ? (
        <LoadingBlock label={t('search.loading')} />
      ) : !props.searched || items.length === 0 ? (
        <EmptyState icon={props.searched ? 'pi pi-user-minus' : 'pi pi-search'} testId="search-empty">
          {props.searched ? t('search.empty') : t('search.hint')}
        </EmptyState>
      ) : props.view === 'cards' ? (
        <ul className={styles.cards} data-testid="result-cards">
          {items.map((item) => (
            <ResultCard key={item.userId} item={item} describe={describe} onOpen={props.onOpen} />
          ))}
        </ul>
      ) : (
        <Suspense fallback={<LoadingBlock label={t('search.loading')} />}>
          <ResultsTable items={items} describe={describe} onOpen={props.onOpen} />
        </Suspense>
      )}
      {total > SEARCH_PAGE_SIZE && (
        <Paginator
          first={props.skip}
          rows={SEARCH_PAGE_SIZE}
          totalRecords={total}
          onPageChange={(event) => props.onSkip(event.first)}
        />
      )}
    </section>
  );
}
