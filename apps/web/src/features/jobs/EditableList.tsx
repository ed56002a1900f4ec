import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './JobEditor.module.css';
import { RemoveButton } from '../../shared/ui/RemoveButton';

interface EditableListProps {
  /** The id of the input that adds a line (the field's label points at it). */
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** Per-line error messages (translated), by index. */
  lineErrors?: Array<string | undefined>;
}

/** A list of text lines (responsibilities, requirements, benefits): edit in place, remove, add. */
export function EditableList({ id, value, onChange, lineErrors = [] }: EditableListProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const add = () => {
    if (!draft.trim()) return;
    onChange([...value, draft.trim()]);
    setDraft('');
  };
  return (
    <div className={styles.editableList} data-list={id}>
      {value.length > 0 && (
        <ol className={styles.lines}>
          {value.map((line, index) => (
            <li key={index} className={styles.line}>
              <InputText
                value={line}
                onChange={(event) =>
                  onChange(value.map((old, i) => (i === index ? event.target.value : old)))
                }
                aria-label={`${index + 1}`}
                aria-invalid={Boolean(lineErrors[index])}
                invalid={Boolean(lineErrors[index])}
                title={lineErrors[index]}
              />
              <RemoveButton
                label={t('jobs.editor.removeLine', { item: line })}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              />
            </li>
          ))}
        </ol>
      )}
      <div className={styles.addLine}>
        <InputText
          id={id}
          value={draft}
          placeholder={t('jobs.editor.placeholders.newLine')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('jobs.editor.addLine')}
          outlined
          disabled={!draft.trim()}
          onClick={add}
        />
      </div>
    </div>
  );
}
