import type { SearchMatch } from '@hiring/domain';
import { useTranslation } from 'react-i18next';
import { useReferenceLabels } from '../../shared/reference/useReference';

/**
 * Words for one entry of a result's rank explanation: what matched (the filter and, for list
 * filters, the item named from the local reference DB) and the figures behind the strength.
 */
export function useMatchText(): (match: SearchMatch) => { what: string; how: string | null } {
  const { t } = useTranslation();
  const tables = {
    professionalSkills: useReferenceLabels('professional_skill'),
    languages: useReferenceLabels('language'),
    workAreaIds: useReferenceLabels('work_area'),
    seniorityIds: useReferenceLabels('seniority'),
    softSkillIds: useReferenceLabels('soft_skill'),
    availabilityIds: useReferenceLabels('availability'),
    protectedClassIds: useReferenceLabels('protected_class'),
    educationIds: useReferenceLabels('education'),
    driverLicenseIds: useReferenceLabels('driver_license'),
  } as const;
  const levels = useReferenceLabels('language_level');

  return (match) => {
    const { filter, detail } = match;
    const names = filter in tables ? tables[filter as keyof typeof tables] : undefined;
    const item = detail.id !== undefined && names ? (names.get(detail.id) ?? `#${detail.id}`) : null;
    const what = item ? `${t(`search.filters.${filter}`)}: ${item}` : t(`search.filters.${filter}`);
    let how: string | null = null;
    if (filter === 'professionalSkills' && detail.years !== undefined)
      how = t('search.match.years', { count: detail.years, min: detail.minYears ?? 0 });
    else if (filter === 'languages' && detail.levelId !== undefined) how = levels.get(detail.levelId) ?? null;
    else if (filter === 'location' && detail.distanceKm !== undefined)
      how = t('search.match.distance', { km: Math.round(detail.distanceKm), radius: detail.radiusKm ?? '' });
    else if (filter === 'text' && detail.field) how = t(`search.match.field.${detail.field}`);
    else if (filter === 'company' && detail.value) how = detail.value;
    return { what, how };
  };
}
