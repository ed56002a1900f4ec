import type { ReactNode } from 'react';
import { Controller, type Control, type ControllerRenderProps, type FieldPath } from 'react-hook-form';
import { fieldA11y, FormField } from '../../shared/forms/FormField';
import type { JobFormValues } from './job-form';

type Name = FieldPath<JobFormValues>;

interface JobFormFieldProps<K extends Name> {
  control: Control<JobFormValues>;
  name: K;
  label: ReactNode;
  hint?: ReactNode;
  /** The input, given the field and the accessibility attributes of its id and error. */
  render: (field: ControllerRenderProps<JobFormValues, K>, a11y: ReturnType<typeof fieldA11y>) => ReactNode;
}

/** The id of a job form field's input (`job-name`, `job-salaryMin`...). */
export const jobFieldId = (name: Name): string => `job-${name}`;

/** One labelled field of the job editor bound to the form, with its error below. */
export function JobFormField<K extends Name>({ control, name, label, hint, render }: JobFormFieldProps<K>) {
  const id = jobFieldId(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} hint={hint} error={fieldState.error?.message}>
          {render(field, fieldA11y(id, fieldState.error?.message))}
        </FormField>
      )}
    />
  );
}
