import { InputText, type InputTextProps } from 'primereact/inputtext';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { fieldA11y, FormField } from './FormField';

type TextFieldProps<T extends FieldValues, C, V> = {
  control: Control<T, C, V>;
  /** A text field of the form. */
  name: FieldPathByValue<T, string>;
  /** The input's id: the label points at it, the error is `${id}-error`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
} & Omit<InputTextProps, 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'invalid'>;

/** A form's text input in its labelled FormField, with its error and accessibility attributes. */
export function TextField<T extends FieldValues, C, V>({
  control,
  name,
  id,
  label,
  hint,
  ...input
}: TextFieldProps<T, C, V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} error={fieldState.error?.message} hint={hint}>
          <InputText {...field} value={field.value as string} {...fieldA11y(id, fieldState.error?.message)} {...input} />
        </FormField>
      )}
    />
  );
}
