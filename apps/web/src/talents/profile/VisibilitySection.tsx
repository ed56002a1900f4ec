import { useState } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { api } from '../api';
import { defineTexts, useTexts } from '../i18n/language';
import type { PreferenceRow, SectionProps } from './profile-data';
import { SaveFeedback } from './SaveFeedback';
import { SectionCard } from './SectionCard';
import { useSave } from './useSave';
import styles from './Profile.module.css';

const texts = defineTexts({
  it: {
    title: 'Visibilità',
    intro:
      'Le aziende che cercano candidati possono trovare il tuo profilo. Le aziende a cui ti candidi lo vedono sempre.',
    label: 'Visibile alle aziende che cercano candidati',
    on: 'Sì',
    off: 'No',
    nowOn: 'Ora le aziende ti trovano nelle ricerche.',
    nowOff: 'Ora le aziende non ti trovano nelle ricerche: ti vedono solo quelle a cui ti candidi.',
  },
  en: {
    title: 'Visibility',
    intro: 'Companies searching for candidates can find your profile. Companies you apply to always see it.',
    label: 'Visible to companies searching for candidates',
    on: 'Yes',
    off: 'No',
    nowOn: 'Companies now find you in their searches.',
    nowOff: 'Companies no longer find you in their searches: only those you apply to see you.',
  },
});

/** `POST /user-preference` the first time (none means searchable), `PATCH /user-preference/{id}` after. */
async function saveSearchable(current: PreferenceRow | null, searchable: boolean): Promise<void> {
  if (current) {
    await api.patch(`/user-preference/${current.id}`, { searchable });
    return;
  }
  try {
    await api.post('/user-preference', { searchable });
  } catch (error) {
    // Made meanwhile (another tab): change that one.
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    const [row] = await api.get<PreferenceRow[]>('/user-preference', { query: { take: 1 } });
    if (!row) throw error;
    await api.patch(`/user-preference/${row.id}`, { searchable });
  }
}

/** Whether searching companies find the candidate (docs/candidates.md): a switch, saved at once. */
export function VisibilitySection({ data, onSaved }: Pick<SectionProps, 'data' | 'onSaved'>) {
  const t = useTexts(texts);
  const stored = data.preference?.searchable ?? true;
  const [searchable, setSearchable] = useState(stored);
  const save = useSave();

  const toggle = async () => {
    if (save.saving) return;
    const next = !searchable;
    setSearchable(next);
    const saved = await save.run(() => saveSearchable(data.preference, next), next ? t.nowOn : t.nowOff);
    if (saved) onSaved();
    else setSearchable(!next);
  };

  return (
    <SectionCard id="visibility" title={t.title} intro={t.intro}>
      <div className={styles.switchRow}>
        <span id="visibility-label">{t.label}</span>
        <button
          type="button"
          role="switch"
          className={styles.switch}
          aria-checked={searchable}
          aria-labelledby="visibility-label"
          aria-disabled={save.saving || undefined}
          onClick={() => void toggle()}
        >
          <span className={styles.knob} aria-hidden="true" />
          <span className={styles.switchText}>{searchable ? t.on : t.off}</span>
        </button>
      </div>
      <SaveFeedback state={save} />
    </SectionCard>
  );
}
