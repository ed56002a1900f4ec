import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import { isRouteHandle } from '../route-handle';
import { routePaths } from '../routes/route-paths';
import styles from './AppShell.module.css';

/** The breadcrumb trail on every page but the root: a home link, then the route titles. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  if (pathname === '/' || pathname === '') return null;

  const crumbs = matches
    .filter((match) => isRouteHandle(match.handle) && match.handle.title && match.pathname !== '/')
    .flatMap((match) => {
      const raw = (match.handle as { title: string }).title;
      const crumb = {
        id: match.id,
        path: match.pathname,
        title: raw.startsWith('#') ? t(raw.slice(1)) : raw,
      };
      // An existing job's board sits under the job list, not under "new job post".
      if ((match.handle as { name?: string }).name === 'board' && match.params.id) {
        return [
          { id: 'board_list', path: routePaths.board_list, title: t('routes.board_list') },
          { ...crumb, title: t('routes.board_job') },
        ];
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
