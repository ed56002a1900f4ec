import { api } from '../api';
import { defineTexts, useTexts } from '../i18n/language';
import { FilePickButton } from '../media/FilePickButton';
import { uploadAccept, uploadKinds, uploadLimit, useUpload } from '../media/upload';
import { talentsSession } from '../session/session';
import { announce } from '../ui/announce';
import { DeleteButton } from './DeleteButton';
import type { SectionProps } from './profile-data';
import { SaveFeedback } from './SaveFeedback';
import { SectionCard } from './SectionCard';
import { useSave } from './useSave';
import styles from './Profile.module.css';

const texts = defineTexts({
  it: {
    title: 'Foto',
    intro:
      'Una foto del viso, ben illuminata: le aziende la vedono accanto al tuo nome. Viene ritagliata al centro in un quadrato.',
    photo: (name: string) => `Foto di ${name}`,
    none: 'Nessuna foto.',
    upload: 'Carica una foto',
    replace: 'Cambia la foto',
    busy: 'Caricamento…',
    hint: (kinds: string, max: string) => `${kinds}, al massimo ${max}.`,
    uploading: (name: string) => `Caricamento di ${name}…`,
    uploaded: 'Foto caricata.',
    remove: 'Elimina la foto',
    question: 'Eliminare la foto?',
    removed: 'Foto eliminata.',
  },
  en: {
    title: 'Picture',
    intro:
      'A well-lit picture of your face: companies see it beside your name. It is cropped to a square at its centre.',
    photo: (name: string) => `Picture of ${name}`,
    none: 'No picture.',
    upload: 'Upload a picture',
    replace: 'Change the picture',
    busy: 'Uploading…',
    hint: (kinds: string, max: string) => `${kinds}, up to ${max}.`,
    uploading: (name: string) => `Uploading ${name}…`,
    uploaded: 'Picture uploaded.',
    remove: 'Delete the picture',
    question: 'Delete the picture?',
    removed: 'Picture deleted.',
  },
});

/** The picture: `POST /file/picture` (a 256×256 avatar is made), shown as the avatar; `DELETE /user-picture/{id}`. */
export function PictureSection({ data, onSaved }: Pick<SectionProps, 'data' | 'onSaved'>) {
  const t = useTexts(texts);
  const { view, picture } = data;
  const { upload, busy } = useUpload();
  const save = useSave();
  const fullName = `${view.firstname} ${view.lastname}`.trim();

  // The header and other pages show the session's user: it follows the new avatar.
  const showAvatar = (avatar: string | null) => {
    const user = talentsSession.user();
    if (user) talentsSession.setUser({ ...user, picture: avatar });
  };

  const send = async (file: File) => {
    announce(t.uploading(file.name));
    const work = async () => showAvatar((await upload<{ picture: string }>('picture', file)).picture);
    if (await save.run(work, t.uploaded)) onSaved();
  };

  return (
    <SectionCard id="picture" title={t.title} intro={t.intro}>
      <div className={styles.pictureRow}>
        {view.picture ? (
          <img className={styles.avatar} src={view.picture} alt={t.photo(fullName)} width={96} height={96} />
        ) : (
          <span className={`${styles.avatar} ${styles.avatarEmpty}`} aria-hidden="true">
            {(view.firstname[0] ?? '') + (view.lastname[0] ?? '')}
          </span>
        )}
        <div className="t-stack" style={{ gap: '0.25rem' }}>
          {view.picture ? null : <span className="t-muted">{t.none}</span>}
          <FilePickButton
            id="picture-file"
            accept={uploadAccept('picture')}
            busy={busy}
            describedBy="picture-hint"
            onFile={(file) => void send(file)}
          >
            {busy ? t.busy : view.picture ? t.replace : t.upload}
          </FilePickButton>
          <span id="picture-hint" className="t-field-hint">
            {t.hint(uploadKinds('picture'), uploadLimit('picture'))}
          </span>
        </div>
      </div>
      <SaveFeedback state={save} />
      {picture ? (
        <DeleteButton
          label={t.remove}
          question={t.question}
          onDelete={async () => {
            await api.delete(`/user-picture/${picture.id}`);
            showAvatar(null);
            await save.run(async () => undefined, t.removed);
            onSaved();
          }}
        />
      ) : null}
    </SectionCard>
  );
}
