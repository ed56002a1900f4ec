import {
  namespaces,
  shellNamespaces,
  startNamespaces,
  withNamespaces,
  type Namespace,
} from '../../shared/i18n/i18n';
import type { PageKey } from './page-keys';
import type { RouteLayout } from './route-table';

/**
 * The translation namespaces a page reads beyond those its layout loads: beyond those loaded at
 * start (`startNamespaces`: `dashboard` and `api`) for the pages outside the shell, beyond the
 * shell's (`shellNamespaces`) for those in it: the back office's namespaces, and `admin-review`
 * that the job tags read. The error pages' layout loads every namespace. page-namespaces.test.ts reads
 * each page's sources (and everything they import) and fails when one uses a namespace that is
 * neither loaded by its layout nor listed here.
 */
export const pageNamespaces: Partial<Record<PageKey, readonly Namespace[]>> = {
  join: ['team', 'admin-review'],
  board: ['admin-review'],
  boardList: ['admin-review'],
  company: ['admin-review'],
  teamList: ['admin-mail'],
  admin: ['admin'],
  adminSudo: ['admin', 'admin-mail'],
  adminJobs: ['admin-pricing'],
  adminStats: ['admin-stats'],
  adminEnroll: ['admin-review'],
  adminApproval: ['admin-review'],
  adminAi: ['admin-ai'],
  adminMail: ['admin-mail'],
  adminPrivacy: ['admin-privacy'],
};

/**
 * What a layout loads for its pages: the shell, its two bundles (namespace-bundles.ts); the error
 * pages' layout, every namespace.
 */
export const layoutNamespaces: Record<RouteLayout, readonly Namespace[]> = {
  captive: startNamespaces,
  shell: shellNamespaces,
  either: namespaces,
};

/** A page's lazy loader that resolves once its module and its namespaces are both loaded. */
export const withPageNamespaces =
  <T>(page: PageKey, load: () => Promise<T>) =>
  (): Promise<T> =>
    withNamespaces(pageNamespaces[page] ?? [], load);
