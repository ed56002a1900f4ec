import { addMonths } from './rome-calendar';

/** How many months the chart may show at once (the server's `take`, at most 36). */
export const budgetTakeOptions = [3, 6, 12, 24, 36] as const;

/** The chart's range when the page opens: the last 12 months, this one included (the server's default). */
export function defaultBudgetRange(currentMonth: string): { starting: string; take: number } {
  return { starting: addMonths(currentMonth, -11), take: 12 };
}

/** The months the range may start from, newest first: this month and the 35 before it. */
export function startingOptions(currentMonth: string, count = 36): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(currentMonth, -i));
}
