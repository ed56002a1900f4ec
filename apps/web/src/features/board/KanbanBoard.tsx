import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { addableSpecialColumns, type BoardCard, type BoardPayload } from '@hiring/domain';
import { Button } from 'primereact/button';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardsByColumn } from './board-cache';
import { CardContent, fullName } from './CardContent';
import { columnKeyboardCoordinates } from './column-keyboard';
import { ColumnMenu } from './ColumnMenu';
import { ColumnNameDialog } from './ColumnNameDialog';
import styles from './Kanban.module.css';
import { KanbanColumn } from './KanbanColumn';
import { useColumnActions } from './useColumnActions';
import { useMoveApplication } from './useMoveApplication';

type Editing = { mode: 'add' } | { mode: 'rename'; columnId: number } | null;

const keyboardCodes = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

/**
 * The kanban view: the job's columns in order with their cards; cards are dragged between columns
 * with the pointer or the keyboard, and columns are added, renamed, reordered and deleted here
 * (all of it only when the caller may change the board).
 */
export function KanbanBoard(props: {
  board: BoardPayload;
  /** The caller may change this board (drag cards, manage columns); otherwise it is read-only. */
  editable: boolean;
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
  onOpen: (card: BoardCard) => void;
}) {
  const { t } = useTranslation();
  const { board } = props;
  const jobId = board.job.id;
  const columns = useMemo(() => [...board.columns].sort((a, b) => a.order - b.order), [board.columns]);
  const groups = useMemo(() => cardsByColumn(board), [board]);
  const move = useMoveApplication(jobId);
  const columnActions = useColumnActions(jobId, columns);
  const [active, setActive] = useState<BoardCard | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  // Polite, so it waits for the screen reader to finish; keyed, so the same text twice is read twice.
  const [announcement, setAnnouncement] = useState({ text: '', key: 0 });
  const [focusAfterMove, setFocusAfterMove] = useState<{ cardId: number; columnId: number } | null>(null);
  const clearFocusAfterMove = useCallback(() => setFocusAfterMove(null), []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates, keyboardCodes }),
  );

  const columnName = (id: unknown) => columns.find((c) => `column-${c.id}` === id)?.name ?? '';
  const cardName = (id: unknown) => {
    const card = board.applications.find((c) => c.id === id);
    return card ? fullName(card) : '';
  };
  const { mutate } = move;
  /**
   * Moves a card (dropped, or sent from its menu) and says so once the server has saved it. Moved by
   * keyboard, the card keeps the focus in its new column (its element there is a new one).
   */
  const moveCard = useCallback(
    (card: BoardCard, columnId: number, byKeyboard: boolean) => {
      const column = columns.find((c) => c.id === columnId);
      if (!column) return;
      if (byKeyboard) setFocusAfterMove({ cardId: card.id, columnId });
      mutate(
        { applicationId: card.id, columnId },
        {
          onSuccess: () =>
            setAnnouncement((now) => ({ text: t('board.moved', { column: column.name }), key: now.key + 1 })),
        },
      );
    },
    [columns, mutate, t],
  );
  const moveFromMenu = useCallback(
    (card: BoardCard, columnId: number) => moveCard(card, columnId, true),
    [moveCard],
  );

  // A drop that moves the card is announced by the board's live region once saved (as a move from
  // the menu is); dnd-kit's own region tells only the steps of a drag.
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => t('board.dnd.start', { name: cardName(a.id) }),
    onDragOver: ({ active: a, over }) =>
      over ? t('board.dnd.over', { name: cardName(a.id), column: columnName(over.id) }) : undefined,
    onDragEnd: ({ active: a, over }) => {
      const card = board.applications.find((c) => c.id === a.id);
      const moved = over && card && over.data.current?.columnId !== card.jobApplicationStatusId;
      return moved ? undefined : t('board.dnd.cancel', { name: cardName(a.id) });
    },
    onDragCancel: ({ active: a }) => t('board.dnd.cancel', { name: cardName(a.id) }),
  };

  const onDragStart = (event: DragStartEvent) => {
    setActive((event.active.data.current?.card as BoardCard | undefined) ?? null);
  };
  const onDragEnd = (event: DragEndEvent) => {
    setActive(null);
    const card = event.active.data.current?.card as BoardCard | undefined;
    const columnId = event.over?.data.current?.columnId as number | undefined;
    if (!card || columnId === undefined || columnId === card.jobApplicationStatusId) return;
    moveCard(card, columnId, event.activatorEvent instanceof KeyboardEvent);
  };

  // The special columns a recruiter may add, once each (they lock what is moved in).
  const missingSpecials = addableSpecialColumns.filter(
    (special) => !columns.some((c) => c.special === special),
  );
  const renaming = editing?.mode === 'rename' ? columns.find((c) => c.id === editing.columnId) : undefined;

  return (
    <>
      <DndContext
        sensors={sensors}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setActive(null)}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('board.dnd.instructions') },
        }}
      >
        <div className={styles.board} data-testid="kanban">
          {columns.map((column, index) => {
            const cards = groups.get(column.id) ?? [];
            return (
              <KanbanColumn
                key={column.id}
                column={column}
                cards={cards}
                draggable={props.editable}
                selected={props.selected}
                onSelect={props.onSelect}
                onOpen={props.onOpen}
                columns={columns}
                onMove={moveFromMenu}
                focusCardId={focusAfterMove?.columnId === column.id ? focusAfterMove.cardId : null}
                onFocused={clearFocusAfterMove}
                menu={
                  props.editable && (
                    <ColumnMenu
                      column={column}
                      left={columns[index - 1]}
                      right={columns[index + 1]}
                      empty={cards.length === 0}
                      onRename={() => setEditing({ mode: 'rename', columnId: column.id })}
                      onMove={(neighbour) => columnActions.mutate({ kind: 'move', column, neighbour })}
                      onDelete={() => columnActions.mutate({ kind: 'delete', column })}
                    />
                  )
                }
              />
            );
          })}
          {props.editable && (
            <div className={styles.addColumns}>
              <Button
                type="button"
                icon="pi pi-plus"
                label={t('board.columns.add')}
                outlined
                data-testid="add-column"
                onClick={() => setEditing({ mode: 'add' })}
              />
              {missingSpecials.map((special) => (
                <Button
                  key={special}
                  type="button"
                  icon="pi pi-lock"
                  label={t(
                    special === 'rejected' ? 'board.columns.addRejected' : 'board.columns.addConfirmed',
                  )}
                  text
                  size="small"
                  data-testid={`add-column-${special}`}
                  onClick={() => columnActions.mutate({ kind: 'addSpecial', special })}
                />
              ))}
            </div>
          )}
        </div>
        <DragOverlay dropAnimation={null}>
          {active && (
            <div className={`${styles.card} ${styles.overlay}`} style={{ height: 96 }}>
              <CardContent card={active} selected={props.selected.has(active.id)} />
            </div>
          )}
        </DragOverlay>
      </DndContext>
      <p className="visually-hidden" role="status" data-testid="board-announcement">
        <span key={announcement.key}>{announcement.text}</span>
      </p>
      {editing?.mode === 'add' && (
        <ColumnNameDialog
          title={t('board.columns.add')}
          initialName=""
          onHide={() => setEditing(null)}
          onSave={(name) => {
            columnActions.mutate({ kind: 'add', name });
            setEditing(null);
          }}
        />
      )}
      {renaming && (
        <ColumnNameDialog
          title={t('board.columns.rename')}
          initialName={renaming.name}
          onHide={() => setEditing(null)}
          onSave={(name) => {
            // The shown name of a default column is a translation: saving it unchanged keeps the key.
            if (name !== renaming.name) columnActions.mutate({ kind: 'rename', column: renaming, name });
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
