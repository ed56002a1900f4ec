/**
 * Translation namespaces fetched together, one request per bundle and language
 * (`/locales/{lng}/bundle/{name}.json`, an object of namespace → texts, written by the build:
 * apps/web/build/locale-bundles.ts; served the same way by the dev server). The login page needs
 * `start`; a signed-in page `start` and `shell`, in parallel; any other namespace (the back office's,
 * and `admin-review` that the job tags read) keeps its own file, loaded with the pages that read it
 * (page-namespaces.ts). docs/performance.md, "Lighthouse".
 *
 * Pure data, no i18next: the Vite config imports it.
 */
export const namespaceBundles = {
  start: ['dashboard', 'api'],
  shell: ['database', 'interviews', 'messages', 'questions', 'company', 'team', 'billing', 'help', 'push'],
} as const;

export type BundleName = keyof typeof namespaceBundles;

const bundleByNamespace = new Map<string, BundleName>(
  (Object.keys(namespaceBundles) as BundleName[]).flatMap((bundle) =>
    namespaceBundles[bundle].map((ns) => [ns, bundle] as const),
  ),
);

/** The bundle a namespace is fetched with, or undefined when it has a file of its own. */
export function bundleOf(namespace: string): BundleName | undefined {
  return bundleByNamespace.get(namespace);
}

/** The path of a bundle under /locales/{lng}/ (without the extension). */
export const bundleFile = (bundle: BundleName): string => `bundle/${bundle}`;
