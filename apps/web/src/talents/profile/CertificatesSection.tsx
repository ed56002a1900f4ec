import { useRef, useState, type FormEvent } from 'react';
import { formatDate } from '../../shared/format/date';
import { api } from '../api';
import { defineTexts, useTexts } from '../i18n/language';
import { FilePickButton } from '../media/FilePickButton';
import { uploadAccept, uploadKinds, uploadLimit, useUpload } from '../media/upload';
import { announce } from '../ui/announce';
import { TextField } from '../ui/TextField';
import { DeleteButton } from './DeleteButton';
import type { SectionProps } from './profile-data';
import { SaveFeedback } from './SaveFeedback';
import { SectionCard } from './SectionCard';
import { StoredFileLine } from './StoredFileLine';
import { useSave } from './useSave';
import { localToday } from './validate-personal';
import styles from './Profile.module.css';

const texts = defineTexts({
  it: {
    title: 'Certificati e attestati',
    intro: 'Attestati di corsi, certificazioni linguistiche, abilitazioni: come documento o come scansione.',
    none: 'Nessun certificato caricato.',
    addTitle: 'Aggiungi un certificato',
    name: 'Nome del certificato',
    nameHint: 'Se lo lasci vuoto, si usa il nome del file.',
    issuer: 'Rilasciato da',
    issuedOn: 'Data di rilascio',
    file: 'Scegli il file',
    fileOther: 'Scegli un altro file',
    chosen: (name: string) => `File scelto: ${name}`,
    noFile: 'Nessun file scelto.',
    fileHint: (kinds: string, max: string) => `${kinds}, al massimo ${max}.`,
    fileMissing: 'Scegli il file del certificato.',
    dateWrong: 'Scegli una data reale, non futura.',
    add: 'Aggiungi il certificato',
    adding: 'Caricamento…',
    added: (name: string) => `Certificato aggiunto: ${name}.`,
    issued: (issuer: string | null, on: string | null) =>
      [issuer, on ? `rilasciato il ${on}` : null].filter(Boolean).join(', '),
    remove: (name: string) => `Elimina ${name}`,
    question: (name: string) => `Eliminare ${name}?`,
    removed: (name: string) => `Certificato eliminato: ${name}.`,
  },
  en: {
    title: 'Certificates',
    intro: 'Course certificates, language certifications, licences: as a document or as a scan.',
    none: 'No certificates uploaded.',
    addTitle: 'Add a certificate',
    name: 'Certificate name',
    nameHint: 'Left empty, the file’s name is used.',
    issuer: 'Issued by',
    issuedOn: 'Date of issue',
    file: 'Choose the file',
    fileOther: 'Choose another file',
    chosen: (name: string) => `Chosen file: ${name}`,
    noFile: 'No file chosen.',
    fileHint: (kinds: string, max: string) => `${kinds}, up to ${max}.`,
    fileMissing: 'Choose the certificate’s file.',
    dateWrong: 'Choose a real date, not in the future.',
    add: 'Add the certificate',
    adding: 'Uploading…',
    added: (name: string) => `Certificate added: ${name}.`,
    issued: (issuer: string | null, on: string | null) =>
      [issuer, on ? `issued on ${on}` : null].filter(Boolean).join(', '),
    remove: (name: string) => `Delete ${name}`,
    question: (name: string) => `Delete ${name}?`,
    removed: (name: string) => `Certificate deleted: ${name}.`,
  },
});

/** Certificates: `POST /file/certificate` with name, issuer and issuedOn; list; download; delete. */
export function CertificatesSection({ data, onSaved }: Pick<SectionProps, 'data' | 'onSaved'>) {
  const t = useTexts(texts);
  const { certificates } = data.view;
  const { upload, busy } = useUpload();
  const save = useSave();
  const [name, setName] = useState('');
  const [issuer, setIssuer] = useState('');
  const [issuedOn, setIssuedOn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<{ file?: string; issuedOn?: string }>({});
  const fileInput = useRef<HTMLSpanElement>(null);
  const dateInput = useRef<HTMLInputElement>(null);
  const today = localToday();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = {
      file: file ? undefined : t.fileMissing,
      issuedOn: issuedOn && issuedOn > today ? t.dateWrong : undefined,
    };
    setProblems(found);
    if (found.file) return fileInput.current?.querySelector('input')?.focus();
    if (found.issuedOn) return dateInput.current?.focus();
    if (!file) return;
    const shownName = name.trim() || file.name;
    announce(t.adding);
    const fields = { name: name.trim(), issuer: issuer.trim(), issuedOn };
    if (await save.run(() => upload('certificate', file, { fields }), t.added(shownName))) {
      setName('');
      setIssuer('');
      setIssuedOn('');
      setFile(null);
      onSaved();
    }
  };

  return (
    <SectionCard id="certificates" title={t.title} intro={t.intro}>
      {certificates.length === 0 ? (
        <p className="t-muted" style={{ margin: 0 }}>
          {t.none}
        </p>
      ) : (
        <ul className={styles.items} data-testid="certificates-list">
          {certificates.map((certificate) => (
            <li key={certificate.id} className={`${styles.item} ${styles.block}`}>
              <strong>{certificate.name}</strong>
              <span className="t-muted">
                {t.issued(certificate.issuer, certificate.issuedOn ? formatDate(certificate.issuedOn) : null)}
              </span>
              <StoredFileLine file={certificate} />
              <DeleteButton
                label={t.remove(certificate.name)}
                question={t.question(certificate.name)}
                onDelete={async () => {
                  await api.delete(`/user-certificate/${certificate.id}`);
                  await save.run(async () => undefined, t.removed(certificate.name));
                  onSaved();
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <form
        className={`t-stack ${styles.adder}`}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby="certificates-add"
      >
        <h3 id="certificates-add" className={styles.subheading}>
          {t.addTitle}
        </h3>
        <TextField
          id="certificate-name"
          label={t.name}
          hint={t.nameHint}
          maxLength={200}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          id="certificate-issuer"
          label={t.issuer}
          maxLength={200}
          value={issuer}
          onChange={(e) => setIssuer(e.target.value)}
        />
        <TextField
          id="certificate-issued-on"
          label={t.issuedOn}
          type="date"
          max={today}
          inputRef={dateInput}
          value={issuedOn}
          error={problems.issuedOn}
          onChange={(e) => setIssuedOn(e.target.value)}
        />
        <div className="t-field">
          <span ref={fileInput} className="t-row">
            <FilePickButton
              id="certificate-file"
              accept={uploadAccept('certificate')}
              busy={busy}
              invalid={Boolean(problems.file)}
              describedBy={`certificate-file-chosen certificate-file-hint${problems.file ? ' certificate-file-error' : ''}`}
              onFile={(chosen) => {
                setFile(chosen);
                setProblems((p) => ({ ...p, file: undefined }));
                save.edited();
              }}
            >
              {file ? t.fileOther : t.file}
            </FilePickButton>
          </span>
          <span id="certificate-file-chosen" className={file ? styles.fileName : 't-muted'}>
            {file ? t.chosen(file.name) : t.noFile}
          </span>
          <span id="certificate-file-hint" className="t-field-hint">
            {t.fileHint(uploadKinds('certificate'), uploadLimit('certificate'))}
          </span>
          {problems.file ? (
            <span id="certificate-file-error" className="t-field-error">
              {problems.file}
            </span>
          ) : null}
        </div>
        <div className="t-row">
          <button type="submit" className="t-button" aria-disabled={busy}>
            {busy ? t.adding : t.add}
          </button>
        </div>
      </form>
      <SaveFeedback state={save} />
    </SectionCard>
  );
}
