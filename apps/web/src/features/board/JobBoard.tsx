import type { BoardCard } from '@hiring/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCan } from '../../shared/access/useCan';
import { PageLoading } from '../../shared/ui/PageLoading';
import { JobEditor } from '../jobs/JobEditor';
import styles from './Board.module.css';
import { BoardHeader } from './BoardHeader';
import { BoardMissing } from './BoardMissing';
import { boardPath, boardTabs, parseBoardTab, type BoardTab } from './board-tabs';
import { BoardToolbar } from './BoardToolbar';
import { BulkBar } from './BulkBar';
import { KanbanBoard } from './KanbanBoard';
import { useBoard } from './useBoard';
import { useBoardView } from './useBoardView';
import { useDetailFocusReturn } from './useDetailFocusReturn';

// The kanban and the job editor (BoardPage's new-job form uses it too) come with the page; the list
// view (DataTable) and a candidate's detail load when first shown (docs/performance.md, "First load").
const BoardTable = lazy(async () => ({ default: (await import('./BoardTable')).BoardTable }));
const CandidateDetail = lazy(async () => ({
  default: (await import('./CandidateDetail')).CandidateDetail,
}));

/** The board page of a job: header and tabs, the new list or the board, the candidate detail. */
export function JobBoard(props: { jobId: number; applicationId: number | null }) {
  const { jobId, applicationId } = props;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const board = useBoard(jobId);
  const access = useCan();
  const owner = board.data?.job.userId;
  // Offered only what the server allows on this job (the domain rule: U for own jobs, C for any).
  const mayEditJob = owner !== undefined && access.can('jobs', owner);
  const mayChangeBoard = owner !== undefined && access.can('board', owner);
  const tabs: readonly BoardTab[] = mayEditJob ? boardTabs : boardTabs.filter((name) => name !== 'edit');
  const asked = parseBoardTab(params.get('tab'));
  const tab = tabs.includes(asked) ? asked : 'manage';
  const [view, setView] = useBoardView();
  const rememberOpener = useDetailFocusReturn(applicationId);
  // The selection belongs to one tab and view: switching either starts a fresh one.
  const scope = `${tab}:${view}`;
  const [selection, setSelection] = useState<{ scope: string; ids: ReadonlySet<number> }>({
    scope,
    ids: new Set(),
  });
  const selected = selection.scope === scope ? selection.ids : new Set<number>();
  const select = (ids: Iterable<number>) => setSelection({ scope, ids: new Set(ids) });
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    select(next);
  };
  const newCards = useMemo(
    () => board.data?.applications.filter((card) => card.jobApplicationStatusId === null) ?? [],
    [board.data],
  );
  // The same array from render to render, so the list does not rebuild and re-sort its rows each time.
  const listCards = useMemo(
    () => board.data?.applications.filter((card) => card.jobApplicationStatusId !== null) ?? [],
    [board.data],
  );

  const goTo = (nextTab: BoardTab, application: number | null = null) =>
    navigate(boardPath(jobId, application, nextTab));
  const open = (card: BoardCard) => {
    rememberOpener();
    void goTo(tab === 'edit' ? 'manage' : tab, card.id);
  };

  if (board.isPending) return <PageLoading />;
  if (board.isError) return <BoardMissing />;
  const { columns } = board.data;
  // The new applications, or the managed ones in the list view, in one table.
  const table =
    tab === 'new'
      ? { testId: 'board-new-list', cards: newCards }
      : tab === 'manage' && view === 'list'
        ? { testId: 'board-list', cards: listCards }
        : null;

  return (
    <div className={styles.page} data-page="board" data-view={view} data-tab={tab}>
      <BoardHeader
        job={board.data.job}
        newCount={newCards.length}
        tabs={tabs}
        tab={tab}
        onTab={(next) => goTo(next)}
      />
      {tab === 'edit' && <JobEditor jobId={jobId} />}
      {tab !== 'edit' && (
        <>
          <BoardToolbar
            view={tab === 'manage' ? view : null}
            onView={setView}
            refreshing={board.isFetching}
            onRefresh={() => void board.refetch()}
          />
          {mayChangeBoard && (
            <BulkBar jobId={jobId} columns={columns} selected={selected} onClear={() => select([])} />
          )}
        </>
      )}
      {table && (
        <Suspense fallback={<PageLoading />}>
          <BoardTable
            key={table.testId}
            testId={table.testId}
            cards={table.cards}
            columns={columns}
            selected={selected}
            onSelectionChange={select}
            selectable={mayChangeBoard}
            onOpen={open}
          />
        </Suspense>
      )}
      {tab === 'manage' && view === 'kanban' && (
        <KanbanBoard
          board={board.data}
          editable={mayChangeBoard}
          selected={selected}
          onSelect={toggle}
          onOpen={open}
        />
      )}
      {applicationId !== null && (
        <Suspense fallback={null}>
          <CandidateDetail jobId={jobId} applicationId={applicationId} onClose={() => goTo(tab)} />
        </Suspense>
      )}
    </div>
  );
}
