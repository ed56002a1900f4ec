import type { MailContent } from './mail-layout.js';

export const mailLangs = ['it', 'en'] as const;
export type MailLang = (typeof mailLangs)[number];

export interface RenderedMail {
  lang: MailLang;
  subject: string;
  text: string;
  html: string;
}

/** A template was asked for with data it cannot use: a programming error of the caller. */
export class MailTemplateError extends Error {}

/** Italian is the product's default language: every other language falls back to it. */
export function resolveMailLang(lang: string): MailLang {
  return lang.trim().toLowerCase().split(/[-_]/)[0] === 'en' ? 'en' : 'it';
}

export type Copy<K extends string> = (d: Record<K, string>, brand: string) => MailContent;

export interface TemplateDefinition {
  keys: readonly string[];
  render(lang: MailLang, data: Record<string, string>, brand: string): MailContent;
}

export function defineTemplate<const K extends string>(
  keys: readonly K[],
  copy: Record<MailLang, Copy<K>>,
): TemplateDefinition {
  return { keys, render: (lang, data, brand) => copy[lang](data as Record<K, string>, brand) };
}

export const minutesIt = (n: string) => `${n} ${n === '1' ? 'minuto' : 'minuti'}`;
export const minutesEn = (n: string) => `${n} ${n === '1' ? 'minute' : 'minutes'}`;
export const footerIt = (brand: string) => `Questa email è stata inviata automaticamente da ${brand}.`;
export const footerEn = (brand: string) => `This email was sent automatically by ${brand}.`;

/** A link becomes an href: only web addresses, never javascript: or data: URLs. */
export function webLink(template: string, link: string): string {
  if (!/^https?:\/\/\S+$/i.test(link)) {
    throw new MailTemplateError(`Template "${template}": "link" must be an http(s) URL`);
  }
  return link;
}
