import { SEARCH_PAGE_SIZE, type SearchFilters, type SearchQuery } from '@hiring/domain';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useToast } from '../../shared/ui/toast/useToast';
import { FilterPanel } from './FilterPanel';
import { SaveSearchDialog } from './SaveSearchDialog';
import { cleanFilters, countFilters, filtersOf, sortChoices, type SortChoice } from './search-form';
import styles from './Search.module.css';
import { SearchResults, type ResultsView } from './SearchResults';
import { useCandidateSearch } from './useCandidateSearch';
import { useSavedSearch, useSavedSearchMutations } from './useSavedSearches';
import { PageHeader } from '../../shared/ui/PageHeader';

// A candidate's profile (side panel) loads on the first opening and stays mounted after it
// (docs/performance.md, "First load").
const CandidateProfileView = lazy(async () => ({
  default: (await import('../profiles/CandidateProfileView')).CandidateProfileView,
}));

const queryOf = (filters: SearchFilters, sort: SortChoice, skip: number): SearchQuery => ({
  filters: cleanFilters(filters),
  sort: sort.sort,
  order: sort.order,
  take: SEARCH_PAGE_SIZE,
  skip,
});

/** /search/:id? — the candidate search; with an id, a saved search loaded and run. */
export function SearchPage() {
  const { t } = useTranslation();
  const notify = useToast();
  const navigate = useNavigate();
  const params = useParams();
  const savedId = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const saved = useSavedSearch(savedId);
  const { create, update } = useSavedSearchMutations();

  const [form, setForm] = useState<SearchFilters>({});
  const [sort, setSort] = useState<SortChoice>(sortChoices[0]!);
  // The filters of the search that ran (the panel may be edited since) and the page shown.
  const [run, setRun] = useState<{ filters: SearchFilters; skip: number } | null>(null);
  const [view, setView] = useState<ResultsView>('cards');
  const [saving, setSaving] = useState(false);
  const [openUserId, setOpenUserId] = useState<number | null>(null);
  const [profileUsed, setProfileUsed] = useState(false);
  if (openUserId !== null && !profileUsed) setProfileUsed(true);

  // A saved search (or another one) arrives: its filters fill the panel and run at once.
  const [loadedFor, setLoadedFor] = useState<number | null>(null);
  if (saved.data && saved.data.id !== loadedFor) {
    const filters = filtersOf(saved.data.filters);
    setLoadedFor(saved.data.id);
    setForm(filters);
    setRun({ filters, skip: 0 });
  }
  if (savedId === null && loadedFor !== null) {
    setLoadedFor(null);
    setForm({});
    setRun(null);
  }

  // The filter panel (a dozen pickers) is drawn in a transition after the page's first paint:
  // React renders it in slices and commits it apart from the page, so neither blocks the main
  // thread long (docs/performance.md, "Lighthouse", fifth session). Its place is kept meanwhile.
  const [panelShown, setPanelShown] = useState(false);
  useEffect(() => startTransition(() => setPanelShown(true)), []);

  const submitted = run ? queryOf(run.filters, sort, run.skip) : null;
  const search = useCandidateSearch(submitted);

  const onSave = (name: string, asNew: boolean) => {
    const filters = cleanFilters(form);
    const done = () => {
      setSaving(false);
      notify('done', t('search.save.done', { name }));
    };
    if (!asNew && savedId !== null) update.mutate({ id: savedId, name, filters }, { onSuccess: done });
    else
      create.mutate(
        { name, filters },
        {
          onSuccess: (record) => {
            done();
            void navigate(`/search/${record.id}`, { replace: true });
          },
        },
      );
  };

  return (
    <div className={styles.page} data-page="search">
      <PageHeader title={saved.data ? saved.data.name : t('routes.search')}>
        <Button
          type="button"
          icon="pi pi-bookmark"
          label={t('search.save.open')}
          outlined
          disabled={countFilters(form) === 0}
          onClick={() => setSaving(true)}
          data-testid="search-save"
        />
        <Button
          type="button"
          icon="pi pi-list"
          label={t('routes.search_list')}
          text
          onClick={() => void navigate('/search/list')}
          data-testid="search-list"
        />
      </PageHeader>
      {saved.isError && <Message severity="warn" text={t('search.savedMissing')} />}
      <div className={styles.layout}>
        {panelShown ? (
          <FilterPanel
            value={form}
            onChange={setForm}
            onSubmit={() => setRun({ filters: form, skip: 0 })}
            onReset={() => setForm({})}
            busy={search.isFetching}
          />
        ) : (
          <div className={styles.panel} aria-hidden="true" data-testid="filter-panel-pending" />
        )}
        <SearchResults
          result={search.data}
          loading={search.isPending && submitted !== null}
          fetching={search.isFetching}
          searched={submitted !== null && !search.isError}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            if (run) setRun({ ...run, skip: 0 });
          }}
          view={view}
          onView={setView}
          skip={run?.skip ?? 0}
          onSkip={(skip) => run && setRun({ ...run, skip })}
          onOpen={(item) => setOpenUserId(item.userId)}
        />
      </div>
      <SaveSearchDialog
        visible={saving}
        initialName={saved.data?.name ?? ''}
        current={savedId !== null && saved.data !== undefined}
        busy={create.isPending || update.isPending}
        onSave={onSave}
        onHide={() => setSaving(false)}
      />
      {profileUsed && (
        <Suspense fallback={null}>
          <CandidateProfileView userId={openUserId} onHide={() => setOpenUserId(null)} />
        </Suspense>
      )}
    </div>
  );
}
