import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from './CheckboxField';
import { FormField } from './FormField';
import { PasswordMeterInput } from './PasswordMeterInput';
import { TextField } from './TextField';

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
  return (
    <>
      <TextField
        control={narrow(control)}
        name="firstname"
        id="join-firstname"
        label={t('join.signup.firstname')}
        autoComplete="given-name"
      />
      <TextField
        control={narrow(control)}
        name="lastname"
        id="join-lastname"
        label={t('join.signup.lastname')}
        autoComplete="family-name"
      />
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
