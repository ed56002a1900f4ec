import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mayOpen } from '../../app/routes/access';
import { pathTo } from '../../app/routes/route-paths';
import { isRouteEnabled, routeTable } from '../../app/routes/route-table';
import { useConfig } from '../../shared/config/useConfig';
import { useToast } from '../../shared/ui/toast/useToast';
import { useCurrentUser } from '../auth/useCurrentUser';
import { FaqAnswer } from './FaqAnswer';
import styles from './Guide.module.css';
import type { FaqItem } from './useFaqDocs';

/** An open entry: the answer, the pages it talks about, and a link to the entry itself. */
export function FaqEntryPanel({ item, words }: { item: FaqItem; words: readonly string[] }) {
  const { t } = useTranslation('help');
  const { t: tr } = useTranslation();
  const { modules } = useConfig();
  const user = useCurrentUser();
  const notify = useToast();
  // Only pages this installation has and this user may open.
  const links = (item.links ?? []).filter((name) => {
    const route = routeTable.find((entry) => entry.name === name);
    return route !== undefined && isRouteEnabled(route, modules) && (!user || mayOpen(route, user));
  });

  const copyLink = () => {
    const url = `${window.location.origin}${pathTo('guide')}#${item.id}`;
    // Without clipboard access (an insecure origin, a refused permission) the address bar has the link.
    navigator.clipboard?.writeText(url).then(
      () => notify('done', t('linkCopied')),
      () => undefined,
    );
  };

  return (
    <div className={styles.entry}>
      <FaqAnswer text={item.answer} words={words} />
      <div className={styles.entryFooter}>
        {links.length > 0 && (
          <p className={styles.links}>
            <span>{t('goTo')}</span>
            {links.map((name) => (
              <Link key={name} to={pathTo(name)} className={styles.pageLink}>
                {tr(`routes.${name}`)}
              </Link>
            ))}
          </p>
        )}
        <Link
          to={{ hash: item.id }}
          replace
          className={styles.selfLink}
          onClick={copyLink}
          title={t('copyLink')}
          data-testid="faq-self-link"
        >
          <i className="pi pi-link" aria-hidden="true" />
          <span>{t('linkLabel')}</span>
        </Link>
      </div>
    </div>
  );
}
