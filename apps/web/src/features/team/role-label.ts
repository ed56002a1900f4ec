/** A company role's name in the UI language (Italian `name`, English `nameEn`). */
export function roleLabel(role: { name: string; nameEn: string }, lang: string | undefined): string {
  return lang?.startsWith('en') ? role.nameEn : role.name;
}
