import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { fieldA11y, FormField } from '../../shared/forms/FormField';
import { NumberInput } from '../../shared/forms/NumberInput';
import { useToast } from '../../shared/ui/toast/useToast';
import styles from './Company.module.css';
import type { Company } from './company-api';
import { CompanySection } from './CompanySection';
import { retentionFormSchema, type RetentionForm } from './retention-form';
import { useUpdateCompany } from './useCompanyPage';

/**
 * How long the company keeps the data of candidates nobody works on any more before it is anonymised
 * (the retention job, docs/privacy.md): saved alone with PATCH /company/{id}, so it never asks for a
 * page approval.
 */
export function CandidateRetentionForm({ company }: { company: Company }) {
  const { t } = useTranslation();
  const notify = useToast();
  const showApiError = useApiErrorToast();
  const update = useUpdateCompany(company.id);
  const { control, handleSubmit, reset, formState } = useForm<RetentionForm>({
    resolver: zodResolver(retentionFormSchema),
    defaultValues: { months: company.candidateRetentionMonths ?? null },
  });

  const save = ({ months }: RetentionForm) =>
    update.mutate(
      { candidateRetentionMonths: months as number },
      {
        onSuccess: (saved) => {
          reset({ months: saved.candidateRetentionMonths ?? null });
          notify('done', t('company:retention.saved'));
        },
        onError: showApiError,
      },
    );

  return (
    <CompanySection
      id="company-retention"
      icon="pi-shield"
      title={t('company:retention.title')}
      description={t('company:retention.hint')}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void handleSubmit(save)(event)}
        data-testid="company-retention-form"
      >
        <Controller
          control={control}
          name="months"
          render={({ field, fieldState }) => (
            <FormField
              id="company-retention-months"
              label={t('company:retention.months')}
              error={fieldState.error?.message}
              hint={t('company:retention.monthsHint')}
            >
              <NumberInput
                {...fieldA11y('company-retention-months', fieldState.error?.message)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                maxFractionDigits={0}
                unit={t('company:retention.unit')}
              />
            </FormField>
          )}
        />
        <div className={styles.formActions}>
          <Button
            type="submit"
            id="company-retention-save"
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
