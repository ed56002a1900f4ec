import type { Page } from 'playwright-core';

/** Calls the API with the page's session, as the app does; resolves to the `data` field. */
export function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.status === 204 ? null : ((await response.json()) as { data: unknown }).data;
    },
    { method, path, body },
  ) as Promise<T>;
}

/** The id of the caller's job with that name (the demo's job names are unique per company). */
export async function jobIdByName(page: Page, name: string): Promise<number> {
  const jobs = await callApi<Array<{ id: number; name: string }>>(
    page,
    'GET',
    '/job?select=id,name&take=200',
  );
  const job = jobs.find((j) => j.name === name);
  if (!job) throw new Error(`No job named ${name}`);
  return job.id;
}
