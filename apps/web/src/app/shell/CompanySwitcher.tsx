import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyMenuItem } from '../../shared/stores/useSessionStore';
import { baseZIndexFor, TOP_BAR_MENU_Z_INDEX } from '../../shared/ui/layers';
import styles from './AppShell.module.css';
import { CompanyLogo } from './CompanyBadge';
import { useCompanySwitch } from './useCompanySwitch';

/** The company switcher of the top bar, shown only to users of more than one company. */
export function CompanySwitcher({ companies }: { companies: CompanyMenuItem[] }) {
  const { t } = useTranslation();
  const menu = useRef<Menu>(null);
  const switchCompany = useCompanySwitch();
  const current = companies.find((company) => company.current) ?? companies[0];

  const items: MenuItem[] = [
    {
      label: t('shell.company.switchTo'),
      items: companies.map((company) => ({
        label: company.name,
        icon: company.id === current?.id ? 'pi pi-check' : 'pi pi-building',
        disabled: company.id === current?.id || switchCompany.isPending,
        data: { companyId: company.id },
        command: () => switchCompany.mutate(company.id),
      })),
    },
  ];

  return (
    <>
      <Menu
        model={items}
        popup
        ref={menu}
        id="company-switcher-menu"
        baseZIndex={baseZIndexFor(TOP_BAR_MENU_Z_INDEX)}
      />
      <Button
        type="button"
        className={styles.companyButton}
        icon={<CompanyLogo company={current} />}
        iconPos="left"
        label={current?.name ?? ''}
        text
        severity="secondary"
        loading={switchCompany.isPending}
        aria-label={t('shell.company.switcher', { name: current?.name ?? '' })}
        aria-haspopup="menu"
        aria-controls="company-switcher-menu"
        data-testid="company-switcher"
        onClick={(event) => menu.current?.toggle(event)}
      />
    </>
  );
}
