import { describe, expect, it } from 'vitest';
import { dayStart, daysBetween, nextInvoiceDay, romeDay, romeMonth } from './billing-calendar.js';
import {
  chargeMoments,
  plannedCharges,
  priceAt,
  pricesInForce,
  publishedIntervals,
  tierAt,
  type JobNow,
  type JournalEntry,
  type PriceRow,
} from './ledger.js';

const at = (iso: string) => new Date(iso);
const status = (iso: string, to: string): JournalEntry => ({ at: at(iso), kind: 'status', data: { to } });
const tier = (iso: string, from: number, to: number): JournalEntry => ({
  at: at(iso),
  kind: 'tier',
  data: { from, to },
});
const job = (values: Partial<JobNow> = {}): JobNow => ({
  tierId: 1,
  publishedAt: null,
  suspendedAt: null,
  archivedAt: null,
  ...values,
});
const days = (moments: Array<{ kind: string; day: string }>, kind: string) =>
  moments.filter((m) => m.kind === kind).map((m) => m.day);

const LIST: PriceRow[] = [
  {
    id: 1,
    tierId: 1,
    companyId: null,
    publishCents: 0,
    dayCents: 150,
    validFrom: at('2026-01-01T00:00:00Z'),
  },
  {
    id: 2,
    tierId: 2,
    companyId: null,
    publishCents: 1900,
    dayCents: 390,
    validFrom: at('2026-01-01T00:00:00Z'),
  },
  {
    id: 3,
    tierId: 3,
    companyId: null,
    publishCents: 4900,
    dayCents: 790,
    validFrom: at('2026-01-01T00:00:00Z'),
  },
];

describe('the billing calendar (Europe/Rome)', () => {
  it('puts a moment on Italy’s day and month, across both DST changes', () => {
    expect(romeDay(at('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(romeDay(at('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    // 29 March 2026 has 23 hours: the next day starts at 22:00 UTC.
    expect(romeDay(at('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(romeDay(at('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    // 25 October 2026 has 25 hours: it starts at 22:00 UTC and ends at 23:00 UTC.
    expect(dayStart('2026-10-25')).toEqual(at('2026-10-24T22:00:00Z'));
    expect(dayStart('2026-10-26')).toEqual(at('2026-10-25T23:00:00Z'));
    expect(romeMonth(at('2026-10-31T23:30:00Z'))).toBe('2026-11');
    expect(nextInvoiceDay(at('2026-12-31T22:59:00Z'))).toBe('2027-01-01');
    expect(nextInvoiceDay(at('2026-12-31T23:00:00Z'))).toBe('2027-02-01');
  });

  it('counts calendar days both included', () => {
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(31);
    expect(daysBetween('2026-03-29', '2026-03-29')).toBe(1);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(3);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(3);
    expect(daysBetween('2026-03-02', '2026-03-01')).toBe(0);
  });
});

describe('published intervals from the journal', () => {
  it('opens at each publication and closes at each hold or close', () => {
    const journal = [
      { at: at('2026-04-01T08:00:00Z'), kind: 'created', data: {} },
      status('2026-04-01T09:00:00Z', 'published'),
      status('2026-04-03T09:00:00Z', 'suspended'),
      status('2026-04-05T09:00:00Z', 'published'),
      { at: at('2026-04-05T10:00:00Z'), kind: 'content', data: { keys: ['name'] } },
    ];
    expect(publishedIntervals(journal, job({ publishedAt: at('2026-04-01T09:00:00Z') }))).toEqual([
      { start: at('2026-04-01T09:00:00Z'), end: at('2026-04-03T09:00:00Z') },
      { start: at('2026-04-05T09:00:00Z'), end: null },
    ]);
  });

  it('reads an approval that published as a publication', () => {
    const journal = [
      status('2026-04-01T09:00:00Z', 'draft'),
      { at: at('2026-04-02T09:00:00Z'), kind: 'approved', data: { published: true } },
    ];
    expect(publishedIntervals(journal, job({ publishedAt: at('2026-04-02T09:00:00Z') }))).toEqual([
      { start: at('2026-04-02T09:00:00Z'), end: null },
    ]);
  });

  it('falls back on the stamps for posts with no status in the journal (seeded rows)', () => {
    expect(publishedIntervals([], job())).toEqual([]);
    expect(publishedIntervals([], job({ publishedAt: at('2026-04-01T09:00:00Z') }))).toEqual([
      { start: at('2026-04-01T09:00:00Z'), end: null },
    ]);
    expect(
      publishedIntervals(
        [],
        job({ publishedAt: at('2026-04-01T09:00:00Z'), archivedAt: at('2026-04-04T09:00:00Z') }),
      ),
    ).toEqual([{ start: at('2026-04-01T09:00:00Z'), end: at('2026-04-04T09:00:00Z') }]);
    // Published and archived in the same instant (a fixture): published at that moment only.
    const same = at('2026-04-01T09:00:00Z');
    expect(publishedIntervals([], job({ publishedAt: same, archivedAt: same }))).toEqual([
      { start: same, end: same },
    ]);
  });

  it('lets the row win where the journal ends otherwise', () => {
    // The journal says published; the row was archived since (without a status entry).
    expect(
      publishedIntervals(
        [status('2026-04-01T09:00:00Z', 'published')],
        job({ publishedAt: at('2026-04-01T09:00:00Z'), archivedAt: at('2026-04-02T09:00:00Z') }),
      ),
    ).toEqual([{ start: at('2026-04-01T09:00:00Z'), end: at('2026-04-02T09:00:00Z') }]);
    // The journal says suspended; the row is live again from a later publishedAt.
    expect(
      publishedIntervals(
        [status('2026-04-01T09:00:00Z', 'published'), status('2026-04-02T09:00:00Z', 'suspended')],
        job({ publishedAt: at('2026-04-03T09:00:00Z') }),
      ),
    ).toEqual([
      { start: at('2026-04-01T09:00:00Z'), end: at('2026-04-02T09:00:00Z') },
      { start: at('2026-04-03T09:00:00Z'), end: null },
    ]);
  });
});

describe('charged days', () => {
  it('charges every Italian day touched across the spring DST change, and one publication', () => {
    // Published 23:30 on 28 March (Italy), suspended 00:30 on 30 March: three days.
    const moments = chargeMoments(
      [{ start: at('2026-03-28T22:30:00Z'), end: at('2026-03-29T22:30:00Z') }],
      at('2026-04-10T00:00:00Z'),
    );
    expect(days(moments, 'publish')).toEqual(['2026-03-28']);
    expect(days(moments, 'day')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    // The day charge of a day the post was live from its start applies from 00:00 Italian time.
    expect(moments.find((m) => m.kind === 'day' && m.day === '2026-03-30')?.at).toEqual(
      at('2026-03-29T22:00:00Z'),
    );
  });

  it('ends a day at midnight: a post live exactly for the 23-hour day is charged that day only', () => {
    const moments = chargeMoments(
      [{ start: at('2026-03-28T23:00:00Z'), end: at('2026-03-29T22:00:00Z') }],
      at('2026-04-10T00:00:00Z'),
    );
    expect(days(moments, 'day')).toEqual(['2026-03-29']);
  });

  it('charges the 25-hour autumn day once', () => {
    const moments = chargeMoments(
      [{ start: at('2026-10-24T21:00:00Z'), end: at('2026-10-26T01:00:00Z') }],
      at('2026-11-01T00:00:00Z'),
    );
    expect(days(moments, 'day')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('charges one publication and one day when a post is suspended and published again on the same day', () => {
    const journal = [
      status('2026-05-04T08:00:00Z', 'published'),
      status('2026-05-04T10:00:00Z', 'suspended'),
      status('2026-05-04T14:00:00Z', 'published'),
      status('2026-05-05T09:00:00Z', 'suspended'),
      status('2026-05-07T09:00:00Z', 'published'),
    ];
    const row = job({ publishedAt: at('2026-05-04T08:00:00Z') });
    const moments = chargeMoments(publishedIntervals(journal, row), at('2026-05-08T12:00:00Z'));
    expect(days(moments, 'publish')).toEqual(['2026-05-04', '2026-05-07']);
    // 6 May: suspended the whole day, not charged.
    expect(days(moments, 'day')).toEqual(['2026-05-04', '2026-05-05', '2026-05-07', '2026-05-08']);
    // The publish charge of 4 May is the first publication of the day.
    expect(moments.find((m) => m.kind === 'publish')?.at).toEqual(at('2026-05-04T08:00:00Z'));
  });

  it('stops at the archive and starts again when a closed post is reopened', () => {
    const journal = [
      status('2026-06-01T08:00:00Z', 'published'),
      status('2026-06-03T08:00:00Z', 'archived'),
      status('2026-06-10T08:00:00Z', 'published'),
      status('2026-06-11T08:00:00Z', 'archived'),
    ];
    const row = job({ publishedAt: at('2026-06-10T08:00:00Z'), archivedAt: at('2026-06-11T08:00:00Z') });
    const moments = chargeMoments(publishedIntervals(journal, row), at('2026-07-01T00:00:00Z'));
    expect(days(moments, 'publish')).toEqual(['2026-06-01', '2026-06-10']);
    expect(days(moments, 'day')).toEqual([
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-10',
      '2026-06-11',
    ]);
  });

  it('charges a post still published up to today, and today once the day has started', () => {
    const intervals = [{ start: at('2026-06-01T08:00:00Z'), end: null }];
    expect(days(chargeMoments(intervals, at('2026-06-03T05:00:00Z')), 'day')).toEqual([
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
    ]);
    // Before the publication nothing is owed.
    expect(chargeMoments(intervals, at('2026-06-01T07:00:00Z'))).toEqual([]);
  });

  it('leaves out days before fromDay (the days already in the ledger)', () => {
    const intervals = [{ start: at('2026-06-01T08:00:00Z'), end: null }];
    const moments = chargeMoments(intervals, at('2026-06-05T05:00:00Z'), '2026-06-04');
    expect(moments.map((m) => `${m.kind}:${m.day}`)).toEqual(['day:2026-06-04', 'day:2026-06-05']);
    expect(moments[0]!.at).toEqual(dayStart('2026-06-04'));
  });
});

describe('tiers and prices', () => {
  it('follows the tier entries of the journal', () => {
    const journal = [tier('2026-06-02T10:00:00Z', 1, 3), tier('2026-06-04T10:00:00Z', 3, 2)];
    const tierOf = tierAt(journal, 2);
    expect(tierOf(at('2026-06-01T00:00:00Z'))).toBe(1);
    expect(tierOf(at('2026-06-02T10:00:00Z'))).toBe(3);
    expect(tierOf(at('2026-06-05T00:00:00Z'))).toBe(2);
    expect(tierAt([], 2)(at('2026-06-01T00:00:00Z'))).toBe(2);
  });

  it('takes a company override field by field, and the list price where it is null or ended', () => {
    const rows: PriceRow[] = [
      ...LIST,
      {
        id: 10,
        tierId: 2,
        companyId: 7,
        publishCents: null,
        dayCents: 300,
        validFrom: at('2026-03-01T00:00:00Z'),
      },
      {
        id: 11,
        tierId: 2,
        companyId: 8,
        publishCents: 1,
        dayCents: 1,
        validFrom: at('2026-02-01T00:00:00Z'),
      },
      {
        id: 12,
        tierId: 2,
        companyId: 7,
        publishCents: null,
        dayCents: null,
        validFrom: at('2026-05-01T00:00:00Z'),
      },
      {
        id: 13,
        tierId: 2,
        companyId: null,
        publishCents: 2100,
        dayCents: 410,
        validFrom: at('2026-05-01T00:00:00Z'),
      },
      {
        id: 14,
        tierId: 2,
        companyId: null,
        publishCents: 2200,
        dayCents: 420,
        validFrom: at('2026-05-01T00:00:00Z'),
      },
    ];
    expect(priceAt(rows, 7, 2, at('2026-02-15T00:00:00Z'), 'dayCents')).toMatchObject({
      priceListId: 2,
      cents: 390,
    });
    expect(priceAt(rows, 7, 2, at('2026-03-15T00:00:00Z'), 'dayCents')).toMatchObject({
      priceListId: 10,
      cents: 300,
      source: 'company',
    });
    expect(priceAt(rows, 7, 2, at('2026-03-15T00:00:00Z'), 'publishCents')).toMatchObject({
      priceListId: 2,
      cents: 1900,
      source: 'list',
    });
    // From May the override is ended and the newer of two list rows with the same time applies.
    expect(pricesInForce(rows, 7, 2, at('2026-06-01T00:00:00Z'))).toEqual({
      publishCents: 2200,
      dayCents: 420,
      source: 'list',
      validFrom: at('2026-05-01T00:00:00Z'),
    });
    expect(pricesInForce(rows, 7, 2, at('2026-03-15T00:00:00Z'))).toMatchObject({
      publishCents: 1900,
      dayCents: 300,
      source: 'company',
    });
    // Nothing is in force before the first list price.
    expect(priceAt(rows, 7, 1, at('2025-12-31T00:00:00Z'), 'dayCents')).toBeNull();
  });
});

describe('planned charges', () => {
  it('prices each moment at its tier and the price then, in exact cents', () => {
    const journal = [
      status('2026-06-01T08:00:00Z', 'published'),
      // Upgraded at noon of 2 June: that day stays at the tier of its first moment.
      tier('2026-06-02T10:00:00Z', 1, 3),
      status('2026-06-03T08:00:00Z', 'suspended'),
      status('2026-06-04T08:00:00Z', 'published'),
    ];
    const charges = plannedCharges({
      journal,
      job: job({ tierId: 3, publishedAt: at('2026-06-04T08:00:00Z') }),
      companyId: 7,
      prices: LIST,
      now: at('2026-06-04T20:00:00Z'),
    });
    expect(charges.map((c) => [c.kind, c.day, c.tierId, c.amountCents])).toEqual([
      ['day', '2026-06-01', 1, 150],
      ['publish', '2026-06-01', 1, 0],
      ['day', '2026-06-02', 1, 150],
      ['day', '2026-06-03', 3, 790],
      ['day', '2026-06-04', 3, 790],
      ['publish', '2026-06-04', 3, 4900],
    ]);
    expect(charges.reduce((sum, c) => sum + c.amountCents, 0)).toBe(150 + 150 + 790 + 790 + 4900);
  });

  it('charges nothing where no price is in force yet', () => {
    const charges = plannedCharges({
      journal: [status('2025-12-30T08:00:00Z', 'published')],
      job: job({ publishedAt: at('2025-12-30T08:00:00Z') }),
      companyId: 7,
      prices: LIST,
      now: at('2026-01-02T08:00:00Z'),
    });
    // 1 January in Italy starts at 23:00 UTC on 31 December, before the list price's 00:00 UTC.
    expect(charges.map((c) => c.day)).toEqual(['2026-01-02']);
  });
});
