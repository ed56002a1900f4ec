import { useRef, useState, type FormEvent } from 'react';
import { defineTexts, useLanguage, useTexts, type TalentsLanguage } from '../i18n/language';
import { announce } from '../ui/announce';
import type { SectionProps } from './profile-data';
import { saveUserDetail } from './profile-data';
import { referenceLabel, type ReferenceRow } from './references';
import { RemoveButton } from './RemoveButton';
import { SaveBar } from './SaveBar';
import { SectionCard } from './SectionCard';
import { useReference } from './useReference';
import { useSave } from './useSave';
import styles from './Profile.module.css';

const texts = defineTexts({
  it: {
    title: 'Lingue',
    intro: 'Le lingue che conosci, con il livello (quadro europeo, da A1 a C2, o madrelingua).',
    language: 'Lingua',
    level: 'Livello',
    choose: 'Scegli…',
    add: 'Aggiungi la lingua',
    none: 'Nessuna lingua aggiunta.',
    levelOf: (language: string) => `Livello di ${language}`,
    added: (language: string) => `${language} aggiunta.`,
    removed: (language: string) => `${language} rimossa.`,
    pickBoth: 'Scegli la lingua e il livello.',
    saved: 'Lingue salvate.',
  },
  en: {
    title: 'Languages',
    intro: 'The languages you know, with your level (European framework, A1 to C2, or native).',
    language: 'Language',
    level: 'Level',
    choose: 'Choose…',
    add: 'Add the language',
    none: 'No languages added.',
    levelOf: (language: string) => `Level of ${language}`,
    added: (language: string) => `${language} added.`,
    removed: (language: string) => `${language} removed.`,
    pickBoth: 'Choose the language and the level.',
    saved: 'Languages saved.',
  },
});

interface LanguageItem {
  languageId: number;
  levelId: number;
}

/** 'B2 · Intermedio superiore': the level's code with its description in the app's language. */
function levelLabel(row: ReferenceRow, language: TalentsLanguage): string {
  const description = language === 'it' ? row.description : (row.descriptionEn ?? row.description);
  const name = referenceLabel(row, language);
  return description && description !== name ? `${name} · ${description}` : name;
}

/** Languages with level (spec 3 "languageId with levelId"): native selects, the lists are short. */
export function LanguagesSection({ userId, data, onSaved }: SectionProps) {
  const t = useTexts(texts);
  const lang = useLanguage();
  const languages = useReference('language').rows ?? [];
  const levels = useReference('language-level').rows ?? [];
  const [items, setItems] = useState<LanguageItem[]>(() =>
    data.view.languages.map((l) => ({ languageId: l.id, levelId: l.levelId })),
  );
  const [newLanguage, setNewLanguage] = useState('');
  const [newLevel, setNewLevel] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSave();
  const languageSelect = useRef<HTMLSelectElement>(null);
  const levelSelect = useRef<HTMLSelectElement>(null);

  const nameOf = (id: number) => {
    const row = languages.find((l) => l.id === id);
    return row ? referenceLabel(row, lang) : (data.view.languages.find((l) => l.id === id)?.name ?? '');
  };
  const available = languages.filter((row) => !items.some((item) => item.languageId === row.id));

  const add = () => {
    if (!newLanguage || !newLevel) {
      setProblem(t.pickBoth);
      (newLanguage ? levelSelect : languageSelect).current?.focus();
      return;
    }
    setProblem(null);
    const item = { languageId: Number(newLanguage), levelId: Number(newLevel) };
    setItems((list) => [...list, item]);
    setNewLanguage('');
    setNewLevel('');
    announce(t.added(nameOf(item.languageId)));
    languageSelect.current?.focus();
    save.edited();
  };

  const remove = (item: LanguageItem) => {
    setItems((list) => list.filter((i) => i.languageId !== item.languageId));
    announce(t.removed(nameOf(item.languageId)));
    languageSelect.current?.focus();
    save.edited();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.saving) return;
    if (await save.run(() => saveUserDetail(userId, data.detail?.id ?? null, { languages: items }), t.saved))
      onSaved();
  };

  const levelOptions = levels.map((row) => (
    <option key={row.id} value={row.id}>
      {levelLabel(row, lang)}
    </option>
  ));
  return (
    <SectionCard id="languages" title={t.title} intro={t.intro}>
      <form className="t-stack" noValidate onSubmit={(event) => void submit(event)}>
        {items.length === 0 ? (
          <p className="t-muted" style={{ margin: 0 }}>
            {t.none}
          </p>
        ) : (
          <ul className={styles.items} data-testid="languages-list">
            {items.map((item) => {
              const name = nameOf(item.languageId);
              return (
                <li key={item.languageId} className={styles.item}>
                  <span className={styles.itemName}>{name}</span>
                  <select
                    aria-label={t.levelOf(name)}
                    value={item.levelId}
                    onChange={(event) => {
                      const levelId = Number(event.target.value);
                      setItems((list) =>
                        list.map((i) => (i.languageId === item.languageId ? { ...i, levelId } : i)),
                      );
                      save.edited();
                    }}
                  >
                    {levelOptions}
                  </select>
                  <RemoveButton name={name} onRemove={() => remove(item)} />
                </li>
              );
            })}
          </ul>
        )}
        <fieldset className={styles.adder}>
          <legend className="t-visually-hidden">{t.add}</legend>
          <div className="t-field">
            <label htmlFor="languages-new">{t.language}</label>
            <select
              id="languages-new"
              ref={languageSelect}
              value={newLanguage}
              aria-invalid={problem && !newLanguage ? true : undefined}
              aria-describedby={problem ? 'languages-problem' : undefined}
              onChange={(event) => setNewLanguage(event.target.value)}
            >
              <option value="">{t.choose}</option>
              {available.map((row) => (
                <option key={row.id} value={row.id}>
                  {referenceLabel(row, lang)}
                </option>
              ))}
            </select>
          </div>
          <div className="t-field">
            <label htmlFor="languages-level">{t.level}</label>
            <select
              id="languages-level"
              ref={levelSelect}
              value={newLevel}
              aria-invalid={problem && !newLevel ? true : undefined}
              aria-describedby={problem ? 'languages-problem' : undefined}
              onChange={(event) => setNewLevel(event.target.value)}
            >
              <option value="">{t.choose}</option>
              {levelOptions}
            </select>
          </div>
          {problem ? (
            <span id="languages-problem" className="t-field-error">
              {problem}
            </span>
          ) : null}
          <div className="t-row">
            <button type="button" className="t-button t-button-secondary" onClick={add}>
              {t.add}
            </button>
          </div>
        </fieldset>
        <SaveBar state={save} />
      </form>
    </SectionCard>
  );
}
