import { useQuery } from '@tanstack/react-query';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../shared/api/api';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadingBlock } from '../../shared/ui/LoadingBlock';
import { PageHeader } from '../../shared/ui/PageHeader';
import styles from './Company.module.css';
import type { Company } from './company-api';

/** An entry of GET /company/@menu: a membership with its company role. */
interface Membership {
  id: number;
  name: string;
  logo: string | null;
  roleName: string;
  roleNameEn: string;
  current: boolean;
}

interface CompanyCard extends Membership {
  place: string | null;
}

async function fetchCards(): Promise<CompanyCard[]> {
  const [memberships, companies] = await Promise.all([
    api.get<Membership[]>('/company/@menu'),
    api.get<Company[]>('/company', { query: { take: 200, select: ['id', 'place', 'locationId'] } }),
  ]);
  const places = new Map(companies.map((c) => [c.id, c.place?.place_name ?? null]));
  return memberships.map((m) => ({ ...m, place: places.get(m.id) ?? null }));
}

/** /company/list — the companies the user belongs to, their role in each, the active one marked. */
export function CompanyListPage() {
  const { t, i18n } = useTranslation();
  const cards = useQuery({ queryKey: ['company', 'list'], queryFn: fetchCards });

  return (
    <div className={styles.page} data-page="company_list">
      <PageHeader title={t('routes.company')} />
      <p className={styles.lead}>{t('company:list.subtitle')}</p>
      {cards.isPending ? (
        <LoadingBlock label={t('company:list.loading')} />
      ) : cards.isError ? (
        <EmptyState icon="pi pi-exclamation-triangle">{t('company:list.unavailable')}</EmptyState>
      ) : cards.data.length === 0 ? (
        <EmptyState icon="pi pi-building">{t('company:list.empty')}</EmptyState>
      ) : (
        <ul className={styles.cards} data-testid="company-cards">
          {cards.data.map((card) => (
            <li key={card.id}>
              <Link
                to={`/company/${card.id}`}
                className={styles.card}
                data-current={card.current}
                title={t('company:list.open', { name: card.name })}
              >
                <span className={styles.cardLogo}>
                  {card.logo ? (
                    <img src={card.logo} alt="" />
                  ) : (
                    <i className="pi pi-building" aria-hidden="true" />
                  )}
                </span>
                <span className={styles.cardText}>
                  <span className={styles.cardNameRow}>
                    <span className={styles.cardName}>{card.name}</span>
                    {card.current && (
                      <Tag
                        value={t('company:list.active')}
                        severity="success"
                        icon="pi pi-check"
                        className={styles.cardTag}
                      />
                    )}
                  </span>
                  <span className={styles.cardRole}>
                    <i className="pi pi-user" aria-hidden="true" />
                    {i18n.language === 'en' ? card.roleNameEn : card.roleName}
                  </span>
                  {card.place && (
                    <span className={styles.cardPlace}>
                      <i className="pi pi-map-marker" aria-hidden="true" />
                      {card.place}
                    </span>
                  )}
                </span>
                <i className={`pi pi-angle-right ${styles.cardArrow}`} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
