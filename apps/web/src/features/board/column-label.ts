import { columnNameKeys, type BoardPayload } from '@hiring/domain';

/**
 * A column's name as the reader sees it: the default and special columns are stored by key and
 * named in the reader's language; a name a recruiter gave stays as written.
 */
export function columnLabel(name: string, t: (key: string) => string): string {
  return columnNameKeys.includes(name) ? t(`board.columnNames.${name}`) : name;
}

/** The board with its columns named for the reader. */
export function withColumnLabels(board: BoardPayload, t: (key: string) => string): BoardPayload {
  return { ...board, columns: board.columns.map((c) => ({ ...c, name: columnLabel(c.name, t) })) };
}
