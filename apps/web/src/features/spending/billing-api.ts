import { api } from '../../shared/api/api';

/**
 * The billing payloads of the server contract (docs/billing.md): money in integer cents (EUR),
 * days 'YYYY-MM-DD' and months 'YYYY-MM' in Europe/Rome, times ISO UTC.
 */
export type PriceSource = 'list' | 'company';

/** A tier with the prices in force today for the company (GET /company/tier/{id}). */
export interface Tier {
  id: number;
  key: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  order: number;
  publishCents: number;
  dayCents: number;
  source: PriceSource;
}

/** A row of a tier's price history: a list price (no company) or the company's override. */
export interface PriceHistoryRow {
  id: number;
  companyId: number | null;
  /** Null on a company row that ends the override (back to the list price). */
  publishCents: number | null;
  dayCents: number | null;
  validFrom: string;
  createdBy: { id: number; firstname: string; lastname: string } | null;
  note: string | null;
}

/** GET /company/pricelist/{id}/{tier}: today's price and the history, newest first. */
export interface TierPriceList {
  tierId: number;
  publishCents: number;
  dayCents: number;
  source: PriceSource;
  validFrom: string;
  history: PriceHistoryRow[];
}

/** GET /company/estimate/{id}/{tier}: a post published from start to end inclusive, at today's prices. */
export interface Estimate {
  tierId: number;
  start: string;
  end: string;
  days: number;
  publishCents: number;
  dayCents: number;
  totalCents: number;
}

export interface BudgetMonth {
  month: string;
  spentCents: number;
  budgetCents: number | null;
}

export interface BudgetMember {
  userId: number;
  firstname: string;
  lastname: string;
  monthlyBudgetCents: number | null;
  spentCents: number;
}

/** GET /company/budget/{id}: spending against the budget, of the company or of one member. */
export interface Budget {
  companyId: number;
  monthlyBudgetCents: number | null;
  userId: number | null;
  months: BudgetMonth[];
  currentMonth: {
    month: string;
    spentCents: number;
    budgetCents: number | null;
    remainingCents: number | null;
    overBudget: boolean;
  };
  /** This month's spending of each member (empty for a caller with the U letter only). */
  members: BudgetMember[];
  /** The next invoice's day (the 1st of next month). */
  nextInvoiceOn: string;
  /** The charges of the current month so far: what the next invoice will ask. */
  invoiceDueCents: number;
}

/** What the budget is asked for: the whole company or a member, and a range of months. */
export interface BudgetParams {
  userId: number | null;
  starting: string | null;
  take: number | null;
}

export interface SyncResult {
  jobs: number;
  created: number;
  createdCents: number;
  totalCents: number;
}

/**
 * Query keys of the billing pages. Each carries the company id, so that after a company switch
 * (spec section 4) nothing of the previous company is shown while the new one loads.
 */
export const billingKeys = {
  all: ['billing'] as const,
  company: (companyId: number) => ['billing', companyId] as const,
  budgetOf: (companyId: number) => ['billing', companyId, 'budget'] as const,
  budget: (companyId: number, params: BudgetParams) => ['billing', companyId, 'budget', params] as const,
  tiers: (companyId: number) => ['billing', companyId, 'tiers'] as const,
  priceList: (companyId: number, tierId: number) => ['billing', companyId, 'pricelist', tierId] as const,
  estimate: (companyId: number, tierId: number, start: string, end: string) =>
    ['billing', companyId, 'estimate', tierId, start, end] as const,
};

export const getBudget = (companyId: number, params: BudgetParams, signal?: AbortSignal) =>
  api.get<Budget>(`/company/budget/${companyId}`, {
    query: {
      userId: params.userId ?? undefined,
      starting: params.starting ?? undefined,
      take: params.take ?? undefined,
    },
    signal,
  });

export const patchBudget = (
  companyId: number,
  body: { monthlyBudgetCents: number | null; userId?: number },
) => api.patch<Budget>(`/company/budget/${companyId}`, body);

export const syncCharges = (companyId: number) => api.get<SyncResult>(`/company/sync-charges/${companyId}`);

export const getTiers = (companyId: number, signal?: AbortSignal) =>
  api.get<{ tiers: Tier[] }>(`/company/tier/${companyId}`, { signal });

export const getTierPriceList = (companyId: number, tierId: number, signal?: AbortSignal) =>
  api.get<TierPriceList>(`/company/pricelist/${companyId}/${tierId}`, { signal });

export const getEstimate = (
  companyId: number,
  tierId: number,
  start: string,
  end: string,
  signal?: AbortSignal,
) => api.get<Estimate>(`/company/estimate/${companyId}/${tierId}`, { query: { start, end }, signal });

/** An estimate's request: tier and days 'YYYY-MM-DD'. */
export interface EstimateRequestKey {
  tierId: number;
  start: string;
  end: string;
}

/** GET /job/pricelist/{id}: the post's tier and that tier's prices today for its company. */
export interface JobPriceList {
  tierId: number;
  publishCents: number;
  dayCents: number;
  source: PriceSource;
}

/** GET /job/amount/{id}: what the post has cost so far, from the ledger. */
export interface JobAmount {
  jobId: number;
  tierId: number;
  totalCents: number;
  days: number;
  charges: Array<{ day: string; kind: 'publish' | 'day'; amountCents: number }>;
}

export const jobBillingKeys = {
  all: (jobId: number) => ['billing', 'job', jobId] as const,
  priceList: (jobId: number) => ['billing', 'job', jobId, 'pricelist'] as const,
  amount: (jobId: number) => ['billing', 'job', jobId, 'amount'] as const,
};

export const getJobPriceList = (jobId: number, signal?: AbortSignal) =>
  api.get<JobPriceList>(`/job/pricelist/${jobId}`, { signal });

export const getJobAmount = (jobId: number, signal?: AbortSignal) =>
  api.get<JobAmount>(`/job/amount/${jobId}`, { signal });

/** Moves a post to another tier (the job's content call takes `tierId`; journalled by the server). */
export const setJobTier = (jobId: number, tierId: number) =>
  api.patch<unknown>(`/job/content/${jobId}`, { tierId });
