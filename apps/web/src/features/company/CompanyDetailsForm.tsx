import { zodResolver } from '@hookform/resolvers/zod';
import type { TaxCountry, TaxValidator } from '@hiring/domain/companies/company-page';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { fieldA11y, FormField } from '../../shared/forms/FormField';
import { TextField } from '../../shared/forms/TextField';
import { useScrollToFirstError } from '../../shared/forms/useScrollToFirstError';
import { useToast } from '../../shared/ui/toast/useToast';
import { PlacePicker } from '../../shared/ui/PlacePicker';
import styles from './Company.module.css';
import type { Company } from './company-api';
import {
  companyFormSchema,
  formValuesOf,
  patchOf,
  serverFieldErrors,
  type CompanyForm,
} from './company-form';
import { CompanySection } from './CompanySection';
import { useTaxCountries, useUpdateCompany } from './useCompanyPage';

/** `P.IVA`, or `CF / P.IVA` when several validators accept the number. */
const abbreviations = (validators: readonly TaxValidator[] | undefined) =>
  (validators ?? []).map((v) => v.abbreviation ?? v.localName).join(' / ');

/** The countries in the UI language's names, alphabetically. */
function useCountryOptions(countries: TaxCountry[] | undefined) {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return (countries ?? [])
      .map((country) => ({
        value: country.countryCode,
        label: names.of(country.countryCode) ?? country.countryCode,
      }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  }, [countries, i18n.language]);
}

/** Name, website, description, place, country with VAT ID and tax id: saved with PATCH /company/{id}. */
export function CompanyDetailsForm({ company }: { company: Company }) {
  const { t } = useTranslation();
  const notify = useToast();
  const showApiError = useApiErrorToast();
  const formRef = useRef<HTMLFormElement>(null);
  const scrollToFirstError = useScrollToFirstError(formRef);
  // Bumped on every reset, so the place picker shows the saved place's name.
  const [version, setVersion] = useState(0);
  const countries = useTaxCountries(true);
  const countryOptions = useCountryOptions(countries.data);
  const { control, handleSubmit, reset, setError, formState } = useForm<CompanyForm>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: formValuesOf(company),
  });
  const countryCode = useWatch({ control, name: 'countryCode' });
  const country = countries.data?.find((c) => c.countryCode === countryCode);
  const update = useUpdateCompany(company.id);

  const save = (values: CompanyForm) =>
    update.mutate(patchOf(values), {
      onSuccess: (saved) => {
        reset(formValuesOf(saved));
        setVersion((v) => v + 1);
        notify('done', t('company:form.saved'));
      },
      onError: (error) => {
        const found = serverFieldErrors(error);
        if (!found) return showApiError(error);
        for (const { field, message } of found.fields)
          setError(field, { type: 'server', message }, { shouldFocus: false });
        if (found.rest.length > 0) showApiError(new ApiError(400, found.rest));
        scrollToFirstError();
      },
    });

  return (
    <CompanySection
      id="company-details"
      icon="pi-pencil"
      title={t('company:form.title')}
      description={t('company:form.hint')}
    >
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={(event) => void handleSubmit(save, scrollToFirstError)(event)}
        data-testid="company-form"
      >
        <TextField
          control={control}
          name="name"
          id="company-name"
          label={t('company:form.name')}
          autoComplete="organization"
        />
        <div className={styles.formRow}>
          <TextField
            control={control}
            name="website"
            id="company-website"
            label={t('company:form.website')}
            type="url"
            inputMode="url"
            placeholder="https://"
          />
          <Controller
            control={control}
            name="place"
            render={({ field, fieldState }) => (
              <FormField
                id="company-place"
                label={t('company:form.place')}
                error={fieldState.error?.message}
                hint={t('company:form.placeHint')}
              >
                <PlacePicker
                  key={version}
                  id="company-place"
                  value={field.value}
                  onChange={field.onChange}
                  invalid={Boolean(fieldState.error)}
                />
              </FormField>
            )}
          />
        </div>
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <FormField
              id="company-description"
              label={t('company:form.description')}
              error={fieldState.error?.message}
            >
              <InputTextarea
                {...field}
                {...fieldA11y('company-description', fieldState.error?.message)}
                rows={6}
                autoResize
              />
            </FormField>
          )}
        />

        <h3 className={styles.formSubtitle}>{t('company:form.taxTitle')}</h3>
        <div className={styles.formRow3}>
          <Controller
            control={control}
            name="countryCode"
            render={({ field, fieldState }) => (
              <FormField
                id="company-country"
                label={t('company:form.country')}
                error={fieldState.error?.message}
              >
                <Dropdown
                  inputId="company-country"
                  value={field.value}
                  options={countryOptions}
                  onChange={(event) => field.onChange(event.value as string)}
                  filter
                  loading={countries.isPending}
                  invalid={Boolean(fieldState.error)}
                  aria-describedby={fieldState.error ? 'company-country-error' : undefined}
                />
              </FormField>
            )}
          />
          <TextField
            control={control}
            name="vatId"
            id="company-vat"
            label={`${t('company:form.vatId')}${country ? ` (${abbreviations(country.vat)})` : ''}`}
            hint={country?.vat.map((v) => v.localName).join(' / ')}
            autoComplete="off"
          />
          <TextField
            control={control}
            name="taxId"
            id="company-tax"
            label={`${t('company:form.taxId')}${country ? ` (${abbreviations(country.tax)})` : ''}`}
            hint={country?.tax.map((v) => v.localName).join(' / ')}
            autoComplete="off"
          />
        </div>
        <div className={styles.formActions}>
          <Button
            type="button"
            label={t('company:form.reset')}
            text
            severity="secondary"
            disabled={!formState.isDirty || update.isPending}
            onClick={() => {
              reset(formValuesOf(company));
              setVersion((v) => v + 1);
            }}
          />
          <Button
            type="submit"
            id="company-save"
            label={t('common.save')}
            icon="pi pi-check"
            loading={update.isPending}
            disabled={!formState.isDirty}
          />
        </div>
      </form>
    </CompanySection>
  );
}
