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
