import { namespaces, startNamespaces, withNamespaces, type Namespace } from '../../shared/i18n/i18n';
import type { PageKey } from './page-keys';
import type { RouteLayout } from './route-table';

/**
 * The translation namespaces a page reads beyond those loaded at start (`startNamespaces`:
 * `dashboard` and `api`), for the pages that render outside the shell. The shell and the error
 * pages' layout load every namespace with their chunk, so their pages need no entry here.
 * page-namespaces.test.ts reads each captive page's sources (and everything they import) and fails
 * when one uses a namespace that is neither started nor listed here.
 */
export const pageNamespaces: Partial<Record<PageKey, readonly Namespace[]>> = {
  join: ['team', 'admin-review'],
};

/** What a layout loads for its pages: the shell and the error pages' layout, every namespace. */
export const layoutNamespaces: Record<RouteLayout, readonly Namespace[]> = {
  captive: startNamespaces,
  shell: namespaces,
  either: namespaces,
};

/** A page's lazy loader that resolves once its module and its namespaces are both loaded. */
export const withPageNamespaces =
  <T>(page: PageKey, load: () => Promise<T>) =>
  (): Promise<T> =>
    withNamespaces(pageNamespaces[page] ?? [], load);
