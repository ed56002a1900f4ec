import { api } from '../api';
import { defineTexts, useTexts } from '../i18n/language';
import { FilePickButton } from '../media/FilePickButton';
import { uploadAccept, uploadKinds, uploadLimit, useUpload } from '../media/upload';
import { announce } from '../ui/announce';
import { DeleteButton } from './DeleteButton';
import type { SectionProps } from './profile-data';
import { SaveFeedback } from './SaveFeedback';
import { SectionCard } from './SectionCard';
import { StoredFileLine } from './StoredFileLine';
import { useSave } from './useSave';

const texts = defineTexts({
  it: {
    title: 'Curriculum',
    intro:
      'Le aziende lo ricevono con la tua candidatura. Caricandone uno nuovo, sostituisci quello di prima.',
    none: 'Nessun curriculum caricato.',
    upload: 'Carica il curriculum',
    replace: 'Sostituisci il curriculum',
    hint: (kinds: string, max: string) => `${kinds}, al massimo ${max}.`,
    uploading: (name: string) => `Caricamento di ${name}…`,
    busy: 'Caricamento…',
    uploaded: (name: string) => `Curriculum caricato: ${name}.`,
    remove: 'Elimina il curriculum',
    question: 'Eliminare il curriculum?',
    removed: 'Curriculum eliminato.',
  },
  en: {
    title: 'CV',
    intro: 'Companies receive it with your application. Uploading a new one replaces the previous one.',
    none: 'No CV uploaded.',
    upload: 'Upload your CV',
    replace: 'Replace the CV',
    hint: (kinds: string, max: string) => `${kinds}, up to ${max}.`,
    uploading: (name: string) => `Uploading ${name}…`,
    busy: 'Uploading…',
    uploaded: (name: string) => `CV uploaded: ${name}.`,
    remove: 'Delete the CV',
    question: 'Delete the CV?',
    removed: 'CV deleted.',
  },
});

/** The CV: `POST /file/curriculum` (replaces), download, `DELETE /user-curriculum/{id}`. */
export function CurriculumSection({ data, onSaved }: Pick<SectionProps, 'data' | 'onSaved'>) {
  const t = useTexts(texts);
  const cv = data.view.curriculum;
  const { upload, busy } = useUpload();
  const save = useSave();

  const send = async (file: File) => {
    announce(t.uploading(file.name));
    if (await save.run(() => upload('curriculum', file), t.uploaded(file.name))) onSaved();
  };

  return (
    <SectionCard id="cv" title={t.title} intro={t.intro}>
      {cv ? (
        <StoredFileLine file={cv} />
      ) : (
        <p className="t-muted" style={{ margin: 0 }}>
          {t.none}
        </p>
      )}
      <div className="t-stack" style={{ gap: '0.25rem' }}>
        <div className="t-row">
          <FilePickButton
            id="cv-file"
            accept={uploadAccept('curriculum')}
            busy={busy}
            describedBy="cv-hint"
            onFile={(file) => void send(file)}
          >
            {busy ? t.busy : cv ? t.replace : t.upload}
          </FilePickButton>
        </div>
        <span id="cv-hint" className="t-field-hint">
          {t.hint(uploadKinds('curriculum'), uploadLimit('curriculum'))}
        </span>
      </div>
      <SaveFeedback state={save} />
      {cv ? (
        <DeleteButton
          label={t.remove}
          question={t.question}
          onDelete={async () => {
            await api.delete(`/user-curriculum/${cv.id}`);
            await save.run(async () => undefined, t.removed);
            onSaved();
          }}
        />
      ) : null}
    </SectionCard>
  );
}
