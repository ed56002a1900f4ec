import { useState, type FormEvent } from 'react';
import type { LoginResponse } from '@hiring/domain';
import { api } from '../api';
import { defineTexts, useLanguage, useTexts } from '../i18n/language';
import { talentsSession } from '../session/session';
import { TextAreaField } from '../ui/TextAreaField';
import { TextField } from '../ui/TextField';
import { Combobox } from './Combobox';
import type { SectionProps } from './profile-data';
import { saveUserDetail } from './profile-data';
import { referenceLabel, searchReference, type ReferenceRow } from './references';
import { SaveBar } from './SaveBar';
import { SectionCard } from './SectionCard';
import { useSave } from './useSave';
import { localToday, validatePersonal, type PersonalProblem, type PersonalValues } from './validate-personal';

const texts = defineTexts({
  it: {
    title: 'Dati personali',
    intro:
      'Nome, presentazione e contatti. Telefono, email e data di nascita li vedono solo le aziende a cui ti candidi.',
    firstname: 'Nome',
    lastname: 'Cognome',
    headline: 'Titolo professionale',
    headlineHint: 'Per esempio: Sviluppatrice front-end, Magazziniere con patentino.',
    bio: 'Chi sei',
    bioHint: 'Qualche riga su di te, il tuo percorso e cosa cerchi.',
    phone: 'Telefono',
    contactEmail: 'Email di contatto',
    contactEmailHint: 'Se la lasci vuota, le aziende usano l’email del tuo account.',
    birthDate: 'Data di nascita',
    location: 'Comune di residenza',
    locationHint: 'Scrivi almeno 2 lettere e scegli il comune dall’elenco.',
    locationProblem: 'Scegli il comune dall’elenco, o cancella il testo.',
    saved: 'Dati personali salvati.',
    problems: {
      required: 'Campo obbligatorio.',
      phone: 'Solo cifre, spazi e + ( ) . / - (da 5 a 30 caratteri).',
      email: 'Scrivi un indirizzo email valido, per esempio nome@esempio.it.',
      birthDate: 'Scegli una data reale, non futura.',
    } satisfies Record<PersonalProblem, string>,
  },
  en: {
    title: 'Personal details',
    intro:
      'Name, introduction and contacts. Phone, email and birth date are seen only by companies you apply to.',
    firstname: 'First name',
    lastname: 'Last name',
    headline: 'Professional title',
    headlineHint: 'For example: Front-end developer, Warehouse worker with forklift licence.',
    bio: 'About you',
    bioHint: 'A few lines about yourself, your path and what you are looking for.',
    phone: 'Phone',
    contactEmail: 'Contact email',
    contactEmailHint: 'Left empty, companies use your account’s email.',
    birthDate: 'Date of birth',
    location: 'Municipality of residence',
    locationHint: 'Type at least 2 letters and choose the municipality from the list.',
    locationProblem: 'Choose the municipality from the list, or clear the text.',
    saved: 'Personal details saved.',
    problems: {
      required: 'Required.',
      phone: 'Digits, spaces and + ( ) . / - only (5 to 30 characters).',
      email: 'Enter a valid email address, for example name@example.com.',
      birthDate: 'Choose a real date, not in the future.',
    } satisfies Record<PersonalProblem, string>,
  },
});

/** The fields in the page's order: the first with a problem takes the focus. */
const fieldOrder = [
  'firstname',
  'lastname',
  'headline',
  'bio',
  'location',
  'phone',
  'contactEmail',
  'birthDate',
] as const;
const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** Names (the account's, `PATCH /auth/user`), headline, about, contacts, birth date and municipality. */
export function PersonalSection({ userId, data, onSaved }: SectionProps) {
  const t = useTexts(texts);
  const language = useLanguage();
  const { view, detail } = data;
  const [values, setValues] = useState<PersonalValues>({
    firstname: view.firstname,
    lastname: view.lastname,
    headline: detail?.headline ?? '',
    bio: detail?.bio ?? '',
    phone: detail?.phone ?? '',
    contactEmail: detail?.contactEmail ?? '',
    birthDate: detail?.birthDate ?? '',
  });
  const [location, setLocation] = useState<ReferenceRow | null>(view.location);
  // Typed but not chosen from the list: said on submit rather than saved as "no municipality".
  const [locationText, setLocationText] = useState('');
  const [locationProblem, setLocationProblem] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<keyof PersonalValues, PersonalProblem>>>({});
  const save = useSave();
  const today = localToday();

  const set = (field: keyof PersonalValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (problems[field]) setProblems((p) => ({ ...p, [field]: undefined }));
    save.edited();
  };
  const bind = (field: keyof PersonalValues) => ({
    id: `personal-${field}`,
    value: values[field],
    error: problems[field] ? t.problems[problems[field]] : null,
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.saving) return;
    const found = validatePersonal(values, today);
    const unchosen = !location && locationText.trim() !== '';
    setProblems(found);
    setLocationProblem(unchosen);
    const first = fieldOrder.find((field) => (field === 'location' ? unchosen : found[field]));
    const firstId = first ? `personal-${first}` : null;
    if (firstId) {
      document.getElementById(firstId)?.focus();
      return;
    }
    const saved = await save.run(async () => {
      const names = { firstname: values.firstname.trim(), lastname: values.lastname.trim() };
      if (names.firstname !== view.firstname || names.lastname !== view.lastname) {
        const user = await api.patch<LoginResponse['user']>('/auth/user', names);
        talentsSession.setUser(user);
      }
      await saveUserDetail(userId, detail?.id ?? null, {
        headline: orNull(values.headline),
        bio: orNull(values.bio),
        phone: orNull(values.phone),
        contactEmail: orNull(values.contactEmail),
        birthDate: values.birthDate || null,
        locationId: location?.id ?? null,
      });
    }, t.saved);
    if (saved) onSaved();
  };

  const bio = bind('bio');
  return (
    <SectionCard id="personal" title={t.title} intro={t.intro}>
      <form className="t-stack" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          {...bind('firstname')}
          label={t.firstname}
          autoComplete="given-name"
          maxLength={100}
          required
        />
        <TextField
          {...bind('lastname')}
          label={t.lastname}
          autoComplete="family-name"
          maxLength={100}
          required
        />
        <TextField {...bind('headline')} label={t.headline} hint={t.headlineHint} maxLength={200} />
        <TextAreaField
          id={bio.id}
          label={t.bio}
          hint={t.bioHint}
          rows={5}
          maxLength={5000}
          value={bio.value}
          onChange={bio.onChange}
        />
        <Combobox<ReferenceRow>
          id="personal-location"
          label={t.location}
          hint={t.locationHint}
          search={(text, signal) => searchReference('location', text, language, signal)}
          optionKey={(row) => row.id}
          optionLabel={(row) => referenceLabel(row, language)}
          value={location}
          error={locationProblem ? t.locationProblem : null}
          onTextChange={(text) => {
            setLocationText(text);
            setLocationProblem(false);
          }}
          onChange={(row) => {
            setLocation(row);
            save.edited();
          }}
        />
        <TextField
          {...bind('phone')}
          label={t.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={30}
        />
        <TextField
          {...bind('contactEmail')}
          label={t.contactEmail}
          hint={t.contactEmailHint}
          type="email"
          autoComplete="email"
          maxLength={320}
        />
        <TextField
          {...bind('birthDate')}
          label={t.birthDate}
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={today}
        />
        <SaveBar state={save} />
      </form>
    </SectionCard>
  );
}
