/**
 * Italian VAT number (partita IVA), as the server checks it: an optional IT prefix, spaces, dots and
 * dashes ignored; 11 digits, a valid office code (digits 8–10) and the Luhn-style check digit.
 */
export function normalizeVatId(value: string): string {
  return value
    .replace(/[\s.-]/g, '')
    .toUpperCase()
    .replace(/^IT/, '');
}

export function isValidItalianVatId(value: string): boolean {
  const digits = normalizeVatId(value);
  if (!/^\d{11}$/.test(digits)) return false;
  if (digits.startsWith('0000000')) return false;
  const office = Number(digits.slice(7, 10));
  if (!((office >= 1 && office <= 100) || [120, 121, 888, 999].includes(office))) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(digits[i]);
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[10]);
}
