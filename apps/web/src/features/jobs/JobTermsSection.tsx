import { contractTypes, workModes } from '@hiring/domain';
import { Dropdown } from 'primereact/dropdown';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../shared/forms/NumberInput';
import type { JobFormValues } from './job-form';
import styles from './JobEditor.module.css';
import { JobFormField } from './JobFormField';
import { PlacePicker } from '../../shared/ui/PlacePicker';

/** The fixed choices: the form field, its values and their translations under `jobs.editor`. */
const choiceFields = [
  { name: 'contractType', values: contractTypes, labels: 'contractTypes' },
  { name: 'workMode', values: workModes, labels: 'workModes' },
] as const;

const salaryFields = ['salaryMin', 'salaryMax'] as const;

/** Contract type, work mode, the salary range in euro (typed in the UI language) and the location. */
export function JobTermsSection({ control }: { control: Control<JobFormValues> }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="job-section-terms">
      <h2 id="job-section-terms">{t('jobs.editor.sections.conditions')}</h2>
      <div className={styles.grid}>
        {choiceFields.map(({ name, values, labels }) => (
          <JobFormField
            key={name}
            control={control}
            name={name}
            label={t(`jobs.editor.fields.${name}`)}
            render={(field, { id, ...a11y }) => (
              <Dropdown
                inputId={id}
                {...a11y}
                value={field.value}
                options={values.map((value) => ({ value, label: t(`jobs.editor.${labels}.${value}`) }))}
                onChange={(event) => field.onChange(event.value ?? null)}
                placeholder={t('jobs.editor.placeholders.choose')}
                showClear
              />
            )}
          />
        ))}
        {salaryFields.map((name) => (
          <JobFormField
            key={name}
            control={control}
            name={name}
            label={t(`jobs.editor.fields.${name}`)}
            render={(field, { id, ...a11y }) => (
              <NumberInput
                {...a11y}
                id={id}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                maxFractionDigits={2}
                unit="€"
              />
            )}
          />
        ))}
        <JobFormField
          control={control}
          name="place"
          label={t('jobs.editor.fields.place')}
          render={(field, a11y) => (
            <PlacePicker id={a11y.id} value={field.value} onChange={field.onChange} invalid={a11y.invalid} />
          )}
        />
      </div>
    </section>
  );
}
