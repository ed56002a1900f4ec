import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from './server.js';

/** The translations the app ships, read from the sources so the tests follow their wording. */
export type Messages = Record<string, unknown>;
export type Lang = 'it' | 'en';
export type Namespace =
  | 'dashboard'
  | 'api'
  | 'interviews'
  | 'questions'
  | 'messages'
  | 'push'
  | 'company'
  | 'team'
  | 'billing'
  | 'help';

export async function readMessages(lng: Lang, ns: Namespace = 'dashboard'): Promise<Messages> {
  const path = join(repoRoot, 'apps/web/public/locales', lng, `${ns}.json`);
  return JSON.parse(await readFile(path, 'utf8')) as Messages;
}

/** The text of a dotted key, with `{{name}}` placeholders filled in; throws when the key is missing. */
export function text(messages: Messages, key: string, values: Record<string, string> = {}): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
  if (typeof value !== 'string') throw new Error(`No translation for ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
