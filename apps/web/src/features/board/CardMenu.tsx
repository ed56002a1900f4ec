import type { BoardColumn } from '@hiring/domain';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { stop } from './CardContent';
import styles from './Kanban.module.css';

/**
 * A card's menu: move the application to another column, the way to move it without dragging
 * (keyboard and screen reader users, or a column far off screen).
 */
export function CardMenu(props: {
  name: string;
  columnId: number | null;
  columns: readonly BoardColumn[];
  onMove: (columnId: number) => void;
}) {
  const { t } = useTranslation();
  const menu = useRef<Menu>(null);
  const items: MenuItem[] = [
    {
      label: t('board.moveTo'),
      items: props.columns
        .filter((column) => column.id !== props.columnId)
        .map((column) => ({
          label: column.name,
          icon: column.locked ? 'pi pi-lock' : undefined,
          command: () => props.onMove(column.id),
        })),
    },
  ];
  return (
    <>
      <Menu model={items} popup ref={menu} data-testid="card-menu" />
      <Button
        type="button"
        icon="pi pi-arrow-right-arrow-left"
        text
        rounded
        size="small"
        severity="secondary"
        className={styles.cardMenu}
        aria-label={t('board.cardMenu', { name: props.name })}
        aria-haspopup
        data-testid="card-menu-toggle"
        onPointerDown={stop}
        onClick={(event) => menu.current?.toggle(event)}
      />
    </>
  );
}
