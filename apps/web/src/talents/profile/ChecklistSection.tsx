import { useState, type FormEvent } from 'react';
import { defineTexts, useLanguage, useTexts } from '../i18n/language';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Loading } from '../ui/Loading';
import type { ProfileData } from './profile-data';
import { saveUserDetail } from './profile-data';
import { referenceLabel, type ShortReference } from './references';
import { SaveBar } from './SaveBar';
import { SectionCard } from './SectionCard';
import { useReference } from './useReference';
import { useSave } from './useSave';
import styles from './Profile.module.css';

const texts = defineTexts({
  it: {
    none: 'Nessuna scelta.',
    chosen: (n: number) => (n === 1 ? '1 scelta' : `${n} scelte`),
    open: 'Scegli dall’elenco',
  },
  en: {
    none: 'Nothing chosen.',
    chosen: (n: number) => (n === 1 ? '1 chosen' : `${n} chosen`),
    open: 'Choose from the list',
  },
});

export type ChecklistField = 'softSkillIds' | 'driverLicenseIds' | 'protectedClassIds';

/**
 * A profile list made of a short reference list (soft skills, driver licences, protected classes):
 * what is chosen as tags, the whole list as checkboxes (with descriptions where the list has them)
 * in a disclosure, so the page stays short; saved on its own.
 */
export function ChecklistSection({
  id,
  title,
  intro,
  reference,
  field,
  chosen,
  savedText,
  userId,
  data,
  onSaved,
}: {
  id: string;
  title: string;
  intro: string;
  reference: ShortReference;
  field: ChecklistField;
  /** The ids stored now. */
  chosen: number[];
  savedText: string;
  userId: number;
  data: ProfileData;
  onSaved: () => void;
}) {
  const t = useTexts(texts);
  const language = useLanguage();
  const { rows, error } = useReference(reference);
  const [ids, setIds] = useState<number[]>(chosen);
  const save = useSave();

  const toggle = (rowId: number, on: boolean) => {
    setIds((list) => (on ? [...list, rowId] : list.filter((x) => x !== rowId)));
    save.edited();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.saving) return;
    if (await save.run(() => saveUserDetail(userId, data.detail?.id ?? null, { [field]: ids }), savedText))
      onSaved();
  };

  const picked = (rows ?? []).filter((row) => ids.includes(row.id));
  return (
    <SectionCard id={id} title={title} intro={intro}>
      <form className="t-stack" noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.tags} data-testid={`${id}-chosen`}>
          {picked.length === 0 ? <span className="t-muted">{t.none}</span> : null}
          {picked.map((row) => (
            <span key={row.id} className="t-tag">
              {referenceLabel(row, language)}
            </span>
          ))}
        </p>
        <details className={styles.disclosure}>
          <summary>
            {t.open} <span className="t-muted">({t.chosen(ids.length)})</span>
          </summary>
          {!rows && !error ? <Loading /> : null}
          <ErrorMessage error={error} />
          <fieldset className={styles.checklist}>
            <legend className="t-visually-hidden">{title}</legend>
            {(rows ?? []).map((row) => {
              const description =
                language === 'it' ? row.description : (row.descriptionEn ?? row.description);
              const inputId = `${id}-${row.id}`;
              return (
                <div key={row.id} className="t-check">
                  <input
                    id={inputId}
                    type="checkbox"
                    checked={ids.includes(row.id)}
                    aria-describedby={description ? `${inputId}-about` : undefined}
                    onChange={(event) => toggle(row.id, event.target.checked)}
                  />
                  <div>
                    <label htmlFor={inputId}>{referenceLabel(row, language)}</label>
                    {description ? (
                      <span id={`${inputId}-about`} className={`t-field-hint ${styles.about}`}>
                        {description}
                      </span>
                    ) : null}
                  </div>
                </div>
              );
            })}
          </fieldset>
        </details>
        <SaveBar state={save} />
      </form>
    </SectionCard>
  );
}
