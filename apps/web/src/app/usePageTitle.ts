import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useConfig } from '../shared/config/useConfig';
import { isRouteHandle } from './route-handle';

/** Sets the document title to '{dashboardName} > {route title}' after each navigation (spec section 2). */
export function usePageTitle(): void {
  const matches = useMatches();
  const { dashboardName } = useConfig();
  const { t } = useTranslation();

  const raw = matches
    .map((match) => (isRouteHandle(match.handle) ? match.handle.title : undefined))
    .findLast((title) => title !== undefined);
  const title = raw?.startsWith('#') ? t(raw.slice(1)) : raw;

  useEffect(() => {
    document.title = title ? `${dashboardName} > ${title}` : dashboardName;
  }, [dashboardName, title]);
}
