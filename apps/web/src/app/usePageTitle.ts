import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { useConfig } from '../shared/config/useConfig';
import { matchTitle } from './route-handle';
import { useTitleOverrideStore } from './routes/title-override';

/** A title starting with '#' is a translation key (spec section 1). */
export function translateTitle(raw: string | undefined, t: (key: string) => string): string | undefined {
  return raw?.startsWith('#') ? t(raw.slice(1)) : raw;
}

/**
 * Sets the document title to '{dashboardName} > {route title}' after each navigation (spec
 * section 2, rule 2); an error page shown in place of a route gives its own title.
 */
export function usePageTitle(): void {
  const matches = useMatches();
  const location = useLocation();
  const override = useTitleOverrideStore((state) => state.override);
  const { dashboardName } = useConfig();
  const { t } = useTranslation();

  const routeTitle = matches.map(matchTitle).findLast((title) => title !== undefined);
  const raw = override?.locationKey === location.key ? override.title : routeTitle;
  const title = translateTitle(raw, t);

  useEffect(() => {
    document.title = title ? `${dashboardName} > ${title}` : dashboardName;
  }, [dashboardName, title]);
}
