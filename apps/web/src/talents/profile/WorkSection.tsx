import { useState, type FormEvent } from 'react';
import type { UserDetailWrite } from '@hiring/domain';
import { defineTexts, useTexts } from '../i18n/language';
import { TextField } from '../ui/TextField';
import type { SectionProps } from './profile-data';
import { saveUserDetail } from './profile-data';
import type { ShortReference } from './references';
import { ReferenceSelect } from './ReferenceSelect';
import { SaveBar } from './SaveBar';
import { SectionCard } from './SectionCard';
import { useSave } from './useSave';

const texts = defineTexts({
  it: {
    title: 'Lavoro e studi',
    intro: 'Quando puoi iniziare, la tua esperienza, il settore e il titolo di studio più alto.',
    availabilityId: 'Disponibilità',
    seniorityId: 'Livello di esperienza',
    workAreaId: 'Settore',
    educationId: 'Titolo di studio',
    employed: 'Al momento ho un lavoro',
    employerName: 'Datore di lavoro attuale',
    employerHint: 'Facoltativo.',
    saved: 'Lavoro e studi salvati.',
  },
  en: {
    title: 'Work and education',
    intro: 'When you can start, your experience, your field and your highest qualification.',
    availabilityId: 'Availability',
    seniorityId: 'Experience level',
    workAreaId: 'Field',
    educationId: 'Qualification',
    employed: 'I currently have a job',
    employerName: 'Current employer',
    employerHint: 'Optional.',
    saved: 'Work and education saved.',
  },
});

type WorkValues = Required<
  Pick<UserDetailWrite, 'availabilityId' | 'seniorityId' | 'workAreaId' | 'educationId' | 'employed'>
> & { employerName: string };

/** The four choices of a reference list, in the page's order (the ids are the e2e test's handles). */
const selects = [
  { id: 'work-availability', field: 'availabilityId', reference: 'availability' },
  { id: 'work-seniority', field: 'seniorityId', reference: 'seniority' },
  { id: 'work-area', field: 'workAreaId', reference: 'work-area' },
  { id: 'work-education', field: 'educationId', reference: 'education' },
] as const satisfies readonly { id: string; field: keyof WorkValues; reference: ShortReference }[];

/** Availability, seniority, work area, education and the current job (the employer side's filters). */
export function WorkSection({ userId, data, onSaved }: SectionProps) {
  const t = useTexts(texts);
  const { detail } = data;
  const [values, setValues] = useState<WorkValues>({
    availabilityId: detail?.availabilityId ?? null,
    seniorityId: detail?.seniorityId ?? null,
    workAreaId: detail?.workAreaId ?? null,
    educationId: detail?.educationId ?? null,
    employed: detail?.employed ?? false,
    employerName: detail?.employerName ?? '',
  });
  const save = useSave();
  const set = <K extends keyof WorkValues>(field: K, value: WorkValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    save.edited();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.saving) return;
    const employerName = values.employed ? values.employerName.trim() || null : null;
    if (
      await save.run(() => saveUserDetail(userId, detail?.id ?? null, { ...values, employerName }), t.saved)
    )
      onSaved();
  };

  return (
    <SectionCard id="work" title={t.title} intro={t.intro}>
      <form className="t-stack" noValidate onSubmit={(event) => void submit(event)}>
        {selects.map(({ id, field, reference }) => (
          <ReferenceSelect
            key={id}
            id={id}
            label={t[field]}
            reference={reference}
            value={values[field]}
            onChange={(chosen) => set(field, chosen)}
          />
        ))}
        <label className="t-check" htmlFor="work-employed">
          <input
            id="work-employed"
            type="checkbox"
            checked={values.employed}
            onChange={(event) => set('employed', event.target.checked)}
          />
          <span>{t.employed}</span>
        </label>
        {values.employed ? (
          <TextField
            id="work-employer"
            label={t.employerName}
            hint={t.employerHint}
            maxLength={200}
            autoComplete="organization"
            value={values.employerName}
            onChange={(event) => set('employerName', event.target.value)}
          />
        ) : null}
        <SaveBar state={save} />
      </form>
    </SectionCard>
  );
}
