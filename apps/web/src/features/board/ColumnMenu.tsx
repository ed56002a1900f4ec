import type { BoardColumn } from '@hiring/domain';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A column's actions: rename, move left or right, delete (ordinary empty columns only). */
export function ColumnMenu(props: {
  column: BoardColumn;
  left: BoardColumn | undefined;
  right: BoardColumn | undefined;
  empty: boolean;
  onRename: () => void;
  onMove: (neighbour: BoardColumn) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const menu = useRef<Menu>(null);
  const { left, right } = props;
  const items: MenuItem[] = [
    { label: t('board.columns.rename'), icon: 'pi pi-pencil', command: props.onRename },
    {
      label: t('board.columns.moveLeft'),
      icon: 'pi pi-arrow-left',
      disabled: !left,
      command: () => left && props.onMove(left),
    },
    {
      label: t('board.columns.moveRight'),
      icon: 'pi pi-arrow-right',
      disabled: !right,
      command: () => right && props.onMove(right),
    },
    {
      label: t('board.columns.delete'),
      icon: 'pi pi-trash',
      disabled: props.column.special !== null || !props.empty,
      command: props.onDelete,
    },
  ];
  return (
    <>
      <Menu model={items} popup ref={menu} data-testid="column-menu" />
      <Button
        type="button"
        icon="pi pi-ellipsis-v"
        text
        rounded
        size="small"
        severity="secondary"
        aria-label={t('board.columns.actions', { name: props.column.name })}
        aria-haspopup
        data-testid="column-menu-toggle"
        onClick={(event) => menu.current?.toggle(event)}
      />
    </>
  );
}
