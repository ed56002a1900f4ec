import { useRef, useState, type FormEvent } from 'react';
import { workYearsOptions } from '@hiring/domain/jobs/work-years';
import { defineTexts, useLanguage, useTexts } from '../i18n/language';
import { announce } from '../ui/announce';
import { useLoad } from '../ui/useLoad';
import { Combobox } from './Combobox';
import type { SectionProps } from './profile-data';
import { saveUserDetail } from './profile-data';
import { readReferenceRows, referenceLabel, searchReference, type ReferenceRow } from './references';
import { RemoveButton } from './RemoveButton';
import { SaveBar } from './SaveBar';
import { SectionCard } from './SectionCard';
import { useSave } from './useSave';
import styles from './Profile.module.css';

const texts = defineTexts({
  it: {
    title: 'Competenze professionali',
    intro: 'Le competenze con cui le aziende ti trovano, con gli anni di esperienza in ciascuna.',
    add: 'Aggiungi una competenza',
    addHint: 'Scrivi almeno 2 lettere, poi scegli dall’elenco.',
    none: 'Nessuna competenza aggiunta.',
    years: (skill: string) => `Anni di esperienza in ${skill}`,
    yearsShort: 'Anni',
    yearOption: (years: number) =>
      years === 0
        ? 'Meno di un anno'
        : years === 1
          ? '1 anno'
          : years >= 10
            ? `${years} anni o più`
            : `${years} anni`,
    added: (skill: string) => `${skill} aggiunta: scegli gli anni di esperienza.`,
    removed: (skill: string) => `${skill} rimossa.`,
    already: (skill: string) => `${skill} è già nell’elenco.`,
    saved: 'Competenze salvate.',
  },
  en: {
    title: 'Professional skills',
    intro: 'The skills companies find you by, with your years of experience in each.',
    add: 'Add a skill',
    addHint: 'Type at least 2 letters, then choose from the list.',
    none: 'No skills added.',
    years: (skill: string) => `Years of experience in ${skill}`,
    yearsShort: 'Years',
    yearOption: (years: number) =>
      years === 0
        ? 'Less than a year'
        : years === 1
          ? '1 year'
          : years >= 10
            ? `${years} years or more`
            : `${years} years`,
    added: (skill: string) => `${skill} added: choose your years of experience.`,
    removed: (skill: string) => `${skill} removed.`,
    already: (skill: string) => `${skill} is already in the list.`,
    saved: 'Skills saved.',
  },
});

interface SkillItem {
  id: number;
  /** The name as the profile read gave it, until the row in the app's language is read. */
  name: string;
  years: number;
}

/** Professional skills with years (spec 3 "skillId with years"; options of spec 9: 0, 1, 2, 3, 5, 10). */
export function SkillsSection({ userId, data, onSaved }: SectionProps) {
  const t = useTexts(texts);
  const language = useLanguage();
  const [items, setItems] = useState<SkillItem[]>(() =>
    data.view.professionalSkills.map((s) => ({ id: s.id, name: s.name, years: s.years })),
  );
  const [known, setKnown] = useState<ReferenceRow[]>([]);
  const save = useSave();
  const addInput = useRef<HTMLInputElement>(null);
  const focusYears = useRef<number | null>(null);

  // The stored skills' names in the app's language (the profile read names them in the account's).
  const storedIds = data.view.professionalSkills.map((s) => s.id).join(',');
  const stored = useLoad(
    () => readReferenceRows('professional-skill', storedIds ? storedIds.split(',').map(Number) : []),
    storedIds,
  );
  const nameOf = (item: SkillItem) => {
    const row = [...known, ...(stored.data ?? [])].find((r) => r.id === item.id);
    return row ? referenceLabel(row, language) : item.name;
  };

  const add = (row: ReferenceRow | null) => {
    if (!row) return;
    const name = referenceLabel(row, language);
    if (items.some((item) => item.id === row.id)) {
      announce(t.already(name));
      return;
    }
    setKnown((k) => [...k, row]);
    setItems((list) => [...list, { id: row.id, name, years: 0 }]);
    focusYears.current = row.id;
    announce(t.added(name));
    save.edited();
  };

  const remove = (item: SkillItem) => {
    setItems((list) => list.filter((i) => i.id !== item.id));
    announce(t.removed(nameOf(item)));
    // The removed row's button is gone: the focus goes back to the picker.
    addInput.current?.focus();
    save.edited();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.saving) return;
    const professionalSkills = items.map((item) => ({ skillId: item.id, years: item.years }));
    if (
      await save.run(() => saveUserDetail(userId, data.detail?.id ?? null, { professionalSkills }), t.saved)
    )
      onSaved();
  };

  return (
    <SectionCard id="skills" title={t.title} intro={t.intro}>
      <form className="t-stack" noValidate onSubmit={(event) => void submit(event)}>
        <Combobox<ReferenceRow>
          id="skills-add"
          inputRef={addInput}
          label={t.add}
          hint={t.addHint}
          search={(text, signal) => searchReference('professional-skill', text, language, signal)}
          optionKey={(row) => row.id}
          optionLabel={(row) => referenceLabel(row, language)}
          value={null}
          onChange={add}
          clearOnSelect
        />
        {items.length === 0 ? (
          <p className="t-muted" style={{ margin: 0 }}>
            {t.none}
          </p>
        ) : (
          <ul className={styles.items} data-testid="skills-list">
            {items.map((item) => {
              const name = nameOf(item);
              const options: number[] = workYearsOptions.includes(
                item.years as (typeof workYearsOptions)[number],
              )
                ? [...workYearsOptions]
                : [...workYearsOptions, item.years].sort((a, b) => a - b);
              return (
                <li key={item.id} className={styles.item}>
                  <span className={styles.itemName}>{name}</span>
                  <label className={styles.inline}>
                    <span aria-hidden="true">{t.yearsShort}</span>
                    <select
                      aria-label={t.years(name)}
                      value={item.years}
                      ref={(element) => {
                        if (element && focusYears.current === item.id) {
                          focusYears.current = null;
                          element.focus();
                        }
                      }}
                      onChange={(event) => {
                        const years = Number(event.target.value);
                        setItems((list) => list.map((i) => (i.id === item.id ? { ...i, years } : i)));
                        save.edited();
                      }}
                    >
                      {options.map((years) => (
                        <option key={years} value={years}>
                          {t.yearOption(years)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <RemoveButton name={name} onRemove={() => remove(item)} />
                </li>
              );
            })}
          </ul>
        )}
        <SaveBar state={save} />
      </form>
    </SectionCard>
  );
}
