import { formatDateTime } from '../../shared/format/date';
import { defineTexts, useTexts } from '../i18n/language';
import { useSessionUser } from '../session/session';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Loading } from '../ui/Loading';
import { PageHeading } from '../ui/PageHeading';
import { useLoad } from '../ui/useLoad';
import { CertificatesSection } from './CertificatesSection';
import { ChecklistSection } from './ChecklistSection';
import { CurriculumSection } from './CurriculumSection';
import { LanguagesSection } from './LanguagesSection';
import { PersonalSection } from './PersonalSection';
import { PictureSection } from './PictureSection';
import { readProfileData } from './profile-data';
import { SkillsSection } from './SkillsSection';
import { VideoSection } from './VideoSection';
import { VisibilitySection } from './VisibilitySection';
import { WorkSection } from './WorkSection';
import styles from './Profile.module.css';

const texts = defineTexts({
  it: {
    title: 'Il mio profilo',
    intro:
      'Le aziende vedono questo profilo quando ti candidi e, se lo permetti, quando cercano candidati. Ogni parte si salva da sola.',
    updated: (when: string) => `Ultima modifica: ${when}`,
    jump: 'Parti del profilo',
    parts: {
      personal: 'Dati personali',
      picture: 'Foto',
      work: 'Lavoro e studi',
      skills: 'Competenze',
      languages: 'Lingue',
      softSkills: 'Competenze trasversali',
      licences: 'Patenti',
      protected: 'Categorie protette',
      cv: 'Curriculum',
      certificates: 'Certificati',
      video: 'Video',
      visibility: 'Visibilità',
    },
    softSkillsTitle: 'Competenze trasversali',
    softSkillsIntro: 'Le qualità personali che ti riconosci, come il lavoro in team o la gestione del tempo.',
    softSkillsSaved: 'Competenze trasversali salvate.',
    licencesTitle: 'Patenti e abilitazioni alla guida',
    licencesIntro: 'Le patenti che hai, con le abilitazioni professionali (CQC, ADR).',
    licencesSaved: 'Patenti salvate.',
    protectedTitle: 'Categorie protette',
    protectedIntro:
      'Facoltativo. Se appartieni a una categoria protetta (legge 68/1999), le aziende che assumono per il collocamento mirato possono trovarti. Non compare nel PDF del profilo.',
    protectedSaved: 'Categorie protette salvate.',
  },
  en: {
    title: 'My profile',
    intro:
      'Companies see this profile when you apply and, if you allow it, when they search for candidates. Each part is saved on its own.',
    updated: (when: string) => `Last changed: ${when}`,
    jump: 'Parts of the profile',
    parts: {
      personal: 'Personal details',
      picture: 'Picture',
      work: 'Work and education',
      skills: 'Skills',
      languages: 'Languages',
      softSkills: 'Soft skills',
      licences: 'Driving licences',
      protected: 'Protected categories',
      cv: 'CV',
      certificates: 'Certificates',
      video: 'Video',
      visibility: 'Visibility',
    },
    softSkillsTitle: 'Soft skills',
    softSkillsIntro: 'The personal qualities you recognise in yourself, such as teamwork or time management.',
    softSkillsSaved: 'Soft skills saved.',
    licencesTitle: 'Driving licences and permits',
    licencesIntro: 'The licences you hold, with professional permits (CQC, ADR).',
    licencesSaved: 'Driving licences saved.',
    protectedTitle: 'Protected categories',
    protectedIntro:
      'Optional. If you belong to a protected category (Italian law 68/1999), companies hiring under targeted placement can find you. It is left out of the profile PDF.',
    protectedSaved: 'Protected categories saved.',
  },
});

const partIds = {
  personal: 'personal',
  picture: 'picture',
  work: 'work',
  skills: 'skills',
  languages: 'languages',
  softSkills: 'soft-skills',
  licences: 'licences',
  protected: 'protected',
  cv: 'cv',
  certificates: 'certificates',
  video: 'video',
  visibility: 'visibility',
} as const;

/** The parts made of a short reference list, ticked (ChecklistSection). */
const checklists = [
  {
    part: 'softSkills',
    title: 'softSkillsTitle',
    intro: 'softSkillsIntro',
    saved: 'softSkillsSaved',
    reference: 'soft-skill',
    field: 'softSkillIds',
    stored: 'softSkills',
  },
  {
    part: 'licences',
    title: 'licencesTitle',
    intro: 'licencesIntro',
    saved: 'licencesSaved',
    reference: 'driver-license',
    field: 'driverLicenseIds',
    stored: 'driverLicenses',
  },
  {
    part: 'protected',
    title: 'protectedTitle',
    intro: 'protectedIntro',
    saved: 'protectedSaved',
    reference: 'protected-class',
    field: 'protectedClassIds',
    stored: 'protectedClasses',
  },
] as const;

/**
 * /talents/profile: the candidate's profile as companies see it, one card per part, each saved on its
 * own (docs/talents.md, "The profile (web)"). Read with the profile view and the generic reads of the
 * rows the forms edit; every save reads it all again.
 */
export default function ProfilePage() {
  const t = useTexts(texts);
  const user = useSessionUser();
  const userId = user?.id ?? 0;
  const profile = useLoad((signal) => readProfileData(userId, signal), `profile-${userId}`);
  const data = profile.data;
  const common = { userId, onSaved: profile.reload };

  return (
    <>
      <PageHeading title={t.title} />
      <p className="t-muted">{t.intro}</p>
      {!data && !profile.error ? <Loading /> : null}
      {!data ? <ErrorMessage error={profile.error} /> : null}
      {data ? (
        <>
          {data.view.updatedAt ? (
            <p className="t-muted">{t.updated(formatDateTime(data.view.updatedAt))}</p>
          ) : null}
          <nav aria-label={t.jump} className={styles.jump}>
            <ul>
              {(Object.keys(partIds) as (keyof typeof partIds)[]).map((part) => (
                <li key={part}>
                  <a href={`#${partIds[part]}`}>{t.parts[part]}</a>
                </li>
              ))}
            </ul>
          </nav>
          <PersonalSection {...common} data={data} />
          <PictureSection {...common} data={data} />
          <WorkSection {...common} data={data} />
          <SkillsSection {...common} data={data} />
          <LanguagesSection {...common} data={data} />
          {checklists.map((list) => (
            <ChecklistSection
              key={list.part}
              {...common}
              data={data}
              id={partIds[list.part]}
              title={t[list.title]}
              intro={t[list.intro]}
              reference={list.reference}
              field={list.field}
              chosen={data.view[list.stored].map((s) => s.id)}
              savedText={t[list.saved]}
            />
          ))}
          <CurriculumSection {...common} data={data} />
          <CertificatesSection {...common} data={data} />
          <VideoSection {...common} data={data} />
          <VisibilitySection {...common} data={data} />
        </>
      ) : null}
    </>
  );
}
