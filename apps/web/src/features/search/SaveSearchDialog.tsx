import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnOpen } from '../../shared/ui/useOnOpen';
import styles from './Search.module.css';

/**
 * Names a search to save. With `current` (a saved search the page was opened from) it offers to
 * update that one or to save a new copy; `title` switches it to a plain rename.
 */
export function SaveSearchDialog(props: {
  visible: boolean;
  initialName: string;
  current: boolean;
  busy: boolean;
  title?: string;
  onSave: (name: string, asNew: boolean) => void;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(props.initialName);
  const input = useRef<HTMLInputElement>(null);
  useOnOpen(props.visible, () => setName(props.initialName));
  const valid = name.trim().length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) props.onSave(name.trim(), !props.current);
  };
  return (
    <Dialog
      visible={props.visible}
      onHide={props.onHide}
      header={props.title ?? t('search.save.title')}
      style={{ width: '90%', maxWidth: '28rem' }}
      // The dialog would focus its close button; the name is what one types next.
      onShow={() => input.current?.focus()}
      data-testid="save-search-dialog"
    >
      <form onSubmit={submit}>
        <label htmlFor="save-search-name" className={styles.dialogLabel}>
          {t('search.save.name')}
        </label>
        <InputText
          id="save-search-name"
          value={name}
          ref={input}
          maxLength={200}
          onChange={(event) => setName(event.target.value)}
          style={{ width: '100%' }}
        />
        <div className={styles.panelActions} style={{ justifyContent: 'flex-end', marginTop: '1rem' }}>
          <Button type="button" label={t('common.cancel')} text onClick={props.onHide} />
          {props.current && !props.title && (
            <Button
              type="button"
              label={t('search.save.asNew')}
              outlined
              disabled={!valid || props.busy}
              onClick={() => props.onSave(name.trim(), true)}
            />
          )}
          <Button
            type="submit"
            label={props.title ? t('search.save.rename') : t('search.save.submit')}
            icon="pi pi-check"
            disabled={!valid || props.busy}
            loading={props.busy}
            data-testid="save-search-submit"
          />
        </div>
      </form>
    </Dialog>
  );
}
