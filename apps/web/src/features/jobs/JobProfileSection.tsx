import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { JobFormValues } from './job-form';
import styles from './JobEditor.module.css';
import { JobFormField } from './JobFormField';
import { LanguagesPicker } from './LanguagesPicker';
import { ReferenceMultiSelect, ReferenceSelect } from './ReferenceSelect';
import { SkillsPicker } from './SkillsPicker';

/** The reference-list fields: one record each (a grid of dropdowns) or several (full-width chips). */
const referenceFields = [
  { name: 'workAreaId', resource: 'work-area', label: 'workArea', many: false },
  { name: 'seniorityId', resource: 'seniority', label: 'seniority', many: false },
  { name: 'educationId', resource: 'education', label: 'education', many: false },
  { name: 'availabilityId', resource: 'availability', label: 'availability', many: false },
  { name: 'softSkillIds', resource: 'soft-skill', label: 'softSkills', many: true },
  { name: 'driverLicenseIds', resource: 'driver-license', label: 'driverLicenses', many: true },
  { name: 'protectedClassIds', resource: 'protected-class', label: 'protectedClasses', many: true },
] as const;

/** The profile wanted: reference data pickers, skills with years and languages with levels. */
export function JobProfileSection({ control }: { control: Control<JobFormValues> }) {
  const { t } = useTranslation();
  const referenceField = (many: boolean) =>
    referenceFields
      .filter((entry) => entry.many === many)
      .map(({ name, resource, label }) => (
        <JobFormField
          key={name}
          control={control}
          name={name}
          label={t(`jobs.editor.fields.${label}`)}
          render={(field, a11y) =>
            Array.isArray(field.value) ? (
              <ReferenceMultiSelect
                resource={resource}
                value={field.value}
                onChange={field.onChange}
                a11y={a11y}
              />
            ) : (
              <ReferenceSelect
                resource={resource}
                value={field.value}
                onChange={field.onChange}
                a11y={a11y}
              />
            )
          }
        />
      ));
  return (
    <section className={styles.section} aria-labelledby="job-section-profile">
      <h2 id="job-section-profile">{t('jobs.editor.sections.profile')}</h2>
      <div className={styles.grid}>{referenceField(false)}</div>
      <JobFormField
        control={control}
        name="professionalSkills"
        label={t('jobs.editor.fields.professionalSkills')}
        render={(field, a11y) => <SkillsPicker id={a11y.id} value={field.value} onChange={field.onChange} />}
      />
      <JobFormField
        control={control}
        name="languages"
        label={t('jobs.editor.fields.languages')}
        render={(field, a11y) => (
          <LanguagesPicker id={a11y.id} value={field.value} onChange={field.onChange} />
        )}
      />
      {referenceField(true)}
    </section>
  );
}
