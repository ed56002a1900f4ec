import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import { languageStorageKey } from '../../shared/i18n/languages';
import { tokenStorageKeys } from '../../shared/stores/session-tokens';

/** What the app keeps in local storage, each key with what it is for. */
const storageKeys = [...tokenStorageKeys, 'session', 'status', languageStorageKey];

/** Cookie settings: only technical storage is used, listed key by key. */
export function CookieDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      header={t('shell.cookies.title')}
      visible={visible}
      onHide={onHide}
      style={{ width: '90%', maxWidth: '560px' }}
      dismissableMask
      draggable={false}
      data-testid="cookie-dialog"
    >
      <p>{t('shell.cookies.intro')}</p>
      <dl>
        {storageKeys.map((key) => (
          <div key={key}>
            <dt>
              <code>{key}</code>
            </dt>
            <dd>{t(`shell.cookies.keys.${key}`)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
