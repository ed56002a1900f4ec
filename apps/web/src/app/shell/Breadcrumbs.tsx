import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import { matchTitle } from '../route-handle';
import { routePaths } from '../routes/route-paths';
import { useTitleOverrideStore } from '../routes/title-override';
import { translateTitle } from '../usePageTitle';
import styles from './AppShell.module.css';

/** The breadcrumb trail on every page but the root: a home link, then the route titles. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname, key } = useLocation();
  const matches = useMatches();
  const override = useTitleOverrideStore((state) => state.override);
  if (pathname === '/' || pathname === '') return null;

  const titled = matches.filter((match) => matchTitle(match) && match.pathname !== '/');
  const crumbs = titled
    .flatMap((match, index) => {
      // The page's own title (an error or a missing record standing in for the route) ends the trail.
      const own = index === titled.length - 1 && override?.locationKey === key ? override.title : undefined;
      const crumb = {
        id: match.id,
        path: match.pathname,
        title: translateTitle(own ?? matchTitle(match), t)!,
      };
      // An existing job's board sits under the job list.
      if ((match.handle as { name?: string }).name === 'board' && match.params.id) {
        return [{ id: 'board_list', path: routePaths.board_list, title: t('routes.board_list') }, crumb];
      }
      return [crumb];
    })
    .filter((crumb, index, all) => all.findIndex((other) => other.title === crumb.title) === index);

  return (
    <nav aria-label={t('shell.breadcrumb')} className={styles.breadcrumb} data-testid="breadcrumb">
      <ol>
        <li>
          <Link to="/" aria-label={t('shell.home')}>
            <i className="pi pi-home" aria-hidden="true" />
          </Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={crumb.id}>
            <i className="pi pi-angle-right" aria-hidden="true" />
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.title}</span>
            ) : (
              <Link to={crumb.path}>{crumb.title}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
