import { describe, expect, it } from 'vitest';
import type { StatsSeries } from './stats-api';
import { cellText, labelText, plottedDatasets, statsChartData } from './stats-chart';

const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`;
const colors = { series: ['#111', '#222'], text: '#333', grid: '#444' };
const funnel: StatsSeries = {
  from: '2026-03-01',
  to: '2026-03-31',
  bucket: 'month',
  companyId: null,
  labels: ['applied', 'selected', 'position-1', 'confirmed'],
  datasets: [
    { key: 'applications', data: [5, 4, 3, 1] },
    { key: 'rate', data: [null, 80, 75, 33.3] },
  ],
};

describe('the statistics charts', () => {
  it('names days, weeks, months and funnel steps', () => {
    const day = { bucket: 'day' as const };
    expect(labelText('applications', day, '2026-03-29', t, 'it-IT')).toBe('29/03/2026');
    expect(labelText('applications', day, '2026-03-29', t, 'it-IT', true)).toBe('29/03');
    expect(labelText('applications', { bucket: 'week' }, '2026-03-30', t, 'it-IT')).toBe(
      'admin-stats:table.weekOf{"day":"30/03/2026"}',
    );
    expect(labelText('applications', { bucket: 'month' }, '2026-04-01', t, 'it-IT')).toBe('aprile 2026');
    expect(labelText('applications', { bucket: 'month' }, '2026-03-25', t, 'it-IT')).toBe(
      'marzo 2026 (admin-stats:table.fromDay{"day":"25/03/2026"})',
    );
    expect(labelText('conversion', funnel, 'position-2', t, 'it-IT')).toBe(
      'admin-stats:steps.position{"n":"2"}',
    );
    expect(labelText('conversion', funnel, 'confirmed', t, 'it-IT')).toBe('admin-stats:steps.confirmed');
  });

  it('plots the funnel’s counts as bars and keeps its rates for the tooltip and the table', () => {
    expect(plottedDatasets('conversion', funnel).map((d) => d.key)).toEqual(['applications']);
    const data = statsChartData('conversion', funnel, t, 'it-IT', colors);
    expect(data.datasets).toHaveLength(1);
    expect(data.datasets[0]).toMatchObject({ type: 'bar', data: [5, 4, 3, 1], backgroundColor: '#111' });
  });

  it('writes table cells the Italian way', () => {
    expect(cellText('applications', 12345)).toBe('12.345');
    expect(cellText('rate', 66.7)).toBe('66,7 %');
    expect(cellText('rate', null)).toBe('–');
  });
});
