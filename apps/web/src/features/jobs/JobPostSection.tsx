import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../shared/forms/useErrorText';
import { EditableList } from './EditableList';
import type { JobFormValues } from './job-form';
import styles from './JobEditor.module.css';
import { JobFormField } from './JobFormField';

const listFields = ['responsibilities', 'requirements', 'benefits'] as const;

/** Title, description and the lists of responsibilities, requirements and benefits. */
export function JobPostSection({ control }: { control: Control<JobFormValues> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { errors } = useFormState({ control, name: [...listFields] });
  return (
    <section className={styles.section} aria-labelledby="job-section-post">
      <h2 id="job-section-post">{t('jobs.editor.sections.post')}</h2>
      <JobFormField
        control={control}
        name="name"
        label={t('jobs.editor.fields.name')}
        render={(field, a11y) => (
          <InputText {...field} {...a11y} placeholder={t('jobs.editor.placeholders.name')} maxLength={200} />
        )}
      />
      <JobFormField
        control={control}
        name="description"
        label={t('jobs.editor.fields.description')}
        render={(field, a11y) => (
          <InputTextarea
            {...field}
            {...a11y}
            rows={8}
            autoResize
            placeholder={t('jobs.editor.placeholders.description')}
          />
        )}
      />
      {listFields.map((name) => (
        <JobFormField
          key={name}
          control={control}
          name={name}
          label={t(`jobs.editor.fields.${name}`)}
          render={(field, a11y) => (
            <EditableList
              id={a11y.id}
              value={field.value}
              onChange={field.onChange}
              lineErrors={field.value.map((_, i) => errorText(errors[name]?.[i]?.message))}
            />
          )}
        />
      ))}
    </section>
  );
}
