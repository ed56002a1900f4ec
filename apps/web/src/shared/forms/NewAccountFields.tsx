import { InputText } from 'primereact/inputtext';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from './CheckboxField';
import { fieldA11y, FormField } from './FormField';
import { PasswordMeterInput } from './PasswordMeterInput';

/** The fields a new account fills in, whatever the way in (the signup, an invitation). */
export interface NewAccountValues {
  firstname: string;
  lastname: string;
  password: string;
  terms: boolean;
}

interface NewAccountFieldProps<T extends NewAccountValues, C, V extends FieldValues> {
  control: Control<T, C, V>;
}

// The form's own values hold more fields; these components read and write only the four above.
const narrow = <T extends NewAccountValues, C, V extends FieldValues>(control: Control<T, C, V>) =>
  control as unknown as Control<NewAccountValues>;

/** First and last name (ids join-firstname, join-lastname), side by side in the caller's row. */
export function PersonNameFields<T extends NewAccountValues, C, V extends FieldValues>({
  control,
}: NewAccountFieldProps<T, C, V>) {
  const { t } = useTranslation();
  const text = (name: 'firstname' | 'lastname', autoComplete: string) => (
    <Controller
      control={narrow(control)}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={`join-${name}`} label={t(`join.signup.${name}`)} error={fieldState.error?.message}>
          <InputText
            {...field}
            {...fieldA11y(`join-${name}`, fieldState.error?.message)}
            autoComplete={autoComplete}
          />
        </FormField>
      )}
    />
  );
  return (
    <>
      {text('firstname', 'given-name')}
      {text('lastname', 'family-name')}
    </>
  );
}

/** The new password with its strength meter (id join-password). */
export function NewPasswordField<T extends NewAccountValues, C, V extends FieldValues>({
  control,
}: NewAccountFieldProps<T, C, V>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={narrow(control)}
      name="password"
      render={({ field, fieldState }) => (
        <FormField id="join-password" label={t('join.signup.password')} error={fieldState.error?.message}>
          <PasswordMeterInput
            id="join-password"
            inputRef={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            autoComplete="new-password"
          />
        </FormField>
      )}
    />
  );
}

/** The terms box, with links to the conditions and the privacy policy (id join-terms). */
export function TermsField<T extends NewAccountValues, C, V extends FieldValues>({
  control,
}: NewAccountFieldProps<T, C, V>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={narrow(control)}
      name="terms"
      render={({ field, fieldState }) => (
        <CheckboxField
          id="join-terms"
          inputRef={field.ref}
          checked={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          label={
            <>
              {t('join.signup.terms')}{' '}
              <a href="/web-conditions" target="_blank" rel="noreferrer">
                {t('shell.footer.conditions')}
              </a>
              {' · '}
              <a href="/web-policy-user" target="_blank" rel="noreferrer">
                {t('shell.footer.privacy')}
              </a>
            </>
          }
        />
      )}
    />
  );
}
