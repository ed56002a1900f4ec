import { describe, expect, it } from 'vitest';
import { kpiCards, type ServiceKpis } from './kpi-cards';

const kpis: ServiceKpis = {
  companies: 12,
  activeRecruitersThisMonth: 7,
  publishedJobs: 30,
  applicationsToday: 4,
  applicationsLast30Days: 120,
  approvalsWaiting: { jobs: 2, companyPages: 1, total: 3 },
  signupsWaiting: 5,
  day: '2026-11-25',
};

describe('the KPI cards', () => {
  it('shows every card, with its page, to whoever holds every permission', () => {
    const cards = kpiCards(kpis, () => true);
    expect(cards.map((c) => [c.key, c.value, c.route])).toEqual([
      ['companies', 12, 'admin_sudo'],
      ['activeRecruiters', 7, 'admin_stats'],
      ['publishedJobs', 30, 'admin_stats'],
      ['applicationsToday', 4, 'admin_stats'],
      ['applications30Days', 120, 'admin_stats'],
      ['approvalsWaiting', 3, 'admin_apls'],
      ['signupsWaiting', 5, 'admin_enroll'],
    ]);
  });

  it('leaves out the cards of the pages an admin may not open', () => {
    expect(kpiCards(kpis, (p) => p === 'human-approval').map((c) => c.key)).toEqual(['approvalsWaiting']);
    expect(kpiCards(kpis, (p) => p === 'sudoer' || p === 'enrollment').map((c) => c.key)).toEqual([
      'companies',
      'signupsWaiting',
    ]);
    expect(kpiCards(kpis, (p) => p === 'ai-tweaking')).toEqual([]);
  });
});
