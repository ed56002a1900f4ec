import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecruiterOptions } from '../../shared/team/useRecruiterOptions';
import { dropdownA11y } from '../../shared/ui/dropdown-a11y';
import styles from './Search.module.css';

/** Picks a teammate of the active company to share a saved search or profile with. */
export function ShareDialog(props: {
  /** What is shared (shown in the header); null hides the dialog. */
  subject: string | null;
  busy: boolean;
  onShare: (userId: number) => void;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const visible = props.subject !== null;
  // Spec 6: the recruiter list without the signed-in user (sharing with oneself makes no sense).
  const teammates = useRecruiterOptions(visible, { includeSelf: false });
  const [userId, setUserId] = useState<number | null>(null);
  const options = teammates.options.map((m) => ({ value: m.userId, label: m.label }));
  const hide = () => {
    setUserId(null);
    props.onHide();
  };
  return (
    <Dialog
      visible={visible}
      onHide={hide}
      header={t('search.share.title', { name: props.subject ?? '' })}
      style={{ width: '90%', maxWidth: '28rem' }}
      data-testid="share-dialog"
      footer={
        <>
          <Button type="button" label={t('common.cancel')} text onClick={hide} />
          <Button
            type="button"
            label={t('search.share.submit')}
            icon="pi pi-share-alt"
            disabled={userId === null || props.busy}
            loading={props.busy}
            onClick={() => userId !== null && props.onShare(userId)}
            data-testid="share-submit"
          />
        </>
      }
    >
      <label htmlFor="share-teammate" className={styles.dialogLabel}>
        {t('search.share.teammate')}
      </label>
      <Dropdown
        inputId="share-teammate"
        value={userId}
        options={options}
        onChange={(event) => setUserId(event.value as number)}
        placeholder={t('search.share.choose')}
        emptyMessage={t('search.share.none')}
        loading={teammates.loading}
        filter={options.length > 8}
        pt={dropdownA11y(t('search.share.teammate'))}
        style={{ width: '100%' }}
      />
    </Dialog>
  );
}
