import { stepTypeByKey } from '@hiring/domain';

/** The name of an application step type in the interface language (Italian unless English). */
export function stepName(key: string, language: string | undefined): string {
  const type = stepTypeByKey.get(key);
  if (!type) return key;
  return language?.startsWith('en') ? type.nameEn : type.name;
}
