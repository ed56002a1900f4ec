import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import styles from './JobEditor.module.css';
import { RemoveButton } from '../../shared/ui/RemoveButton';

interface PickedRowsProps<T> {
  rows: T[];
  /** The row's record id, also set as `data-id` on it. */
  idOf: (row: T) => number;
  nameOf: (row: T) => string;
  /** Shown when there are no rows. */
  empty: string;
  /** The detail each row carries (years of work, language level): its label, value and options. */
  detail: {
    label: string;
    valueOf: (row: T) => number;
    options: Array<{ value: number; label: string }>;
  };
  /** The rows with one row's detail changed or one row removed. */
  onChange: (rows: T[]) => void;
  withDetail: (row: T, value: number) => T;
}

/** The picked entries of a picker (skills, languages): name, a detail dropdown and remove. */
export function PickedRows<T>({
  rows,
  idOf,
  nameOf,
  empty,
  detail,
  onChange,
  withDetail,
}: PickedRowsProps<T>) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className={styles.none}>{empty}</p>;
  return (
    <ul className={styles.rows}>
      {rows.map((row) => (
        <li key={idOf(row)} className={styles.row} data-id={idOf(row)}>
          <span className={styles.rowName}>{nameOf(row)}</span>
          <Dropdown
            value={detail.valueOf(row)}
            options={detail.options}
            onChange={(event) =>
              onChange(rows.map((r) => (r === row ? withDetail(r, event.value as number) : r)))
            }
            aria-label={`${detail.label}: ${nameOf(row)}`}
          />
          <RemoveButton
            label={`${t('jobs.editor.remove')}: ${nameOf(row)}`}
            onClick={() => onChange(rows.filter((r) => r !== row))}
          />
        </li>
      ))}
    </ul>
  );
}
