import { useQuery } from '@tanstack/react-query';
import type { AdminPermission } from '@hiring/domain';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routes/route-paths';
import { api } from '../../../shared/api/api';
import { LoadingBlock } from '../../../shared/ui/LoadingBlock';
import styles from './Dashboard.module.css';
import { kpiCards, type ServiceKpis } from './kpi-cards';

const integer = new Intl.NumberFormat('it-IT');

/** The service's figures (GET /admin/kpis), one card per page the admin may open, each leading to it. */
export function KpiCards({ mayOpen }: { mayOpen: (permission: AdminPermission) => boolean }) {
  const { t } = useTranslation();
  const kpis = useQuery({
    queryKey: ['admin', 'kpis'],
    queryFn: ({ signal }) => api.get<ServiceKpis>('/admin/kpis', { signal }),
  });
  return (
    <section aria-labelledby="kpi-title" data-testid="admin-kpis">
      <h2 id="kpi-title" className={styles.sectionTitle}>
        {t('admin:kpi.title')}
      </h2>
      {kpis.isPending ? (
        <LoadingBlock label={t('admin:kpi.loading')} />
      ) : kpis.isError ? (
        <Message severity="error" text={t('admin:kpi.error')} />
      ) : (
        <ul className={styles.kpis}>
          {kpiCards(kpis.data, mayOpen).map((card) => (
            <li key={card.key}>
              <Link to={pathTo(card.route)} className={styles.kpi} data-kpi={card.key}>
                <span className={styles.kpiHead}>
                  <span className={styles.kpiIcon} aria-hidden="true">
                    <i className={`pi ${card.icon}`} />
                  </span>
                  {t(`admin:kpi.${card.key}.label`)}
                </span>
                <span className={styles.kpiValue} data-testid={`kpi-${card.key}`}>
                  {integer.format(card.value)}
                </span>
                <span className={styles.kpiHint}>{t(`admin:kpi.${card.key}.hint`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
