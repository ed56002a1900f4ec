/** What the page does after the active company changes (spec section 4). */
export type AfterCompanySwitch = { kind: 'stay' } | { kind: 'reload' } | { kind: 'go'; path: string };

const staying = [/^\/account(\/|$)/, /^\/company\/list$/, /^\/contacts$/, /^\/guide$/, /^\/messages(\/|$)/, /^\/profile\/list$/];
const reloading = [/^\/board\/list$/, /^\/spending\/budget$/, /^\/spending\/pricelist$/, /^\/team\/list$/];

/**
 * account, company_list, contacts, guide, messages and profile_list stay; board_list, budget,
 * pricelist and team_list reload their data; any other page goes to the new company's page.
 */
export function afterCompanySwitch(pathname: string, companyId: number): AfterCompanySwitch {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (staying.some((rule) => rule.test(path))) return { kind: 'stay' };
  if (reloading.some((rule) => rule.test(path))) return { kind: 'reload' };
  return { kind: 'go', path: `/company/${companyId}` };
}
