import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * The app's query cache for what renders inside. It wraps the shell, the error pages' layout and
 * each captive page that queries, not the whole app: the login page, the first load, does not carry
 * TanStack Query (docs/performance.md, "First load"). Every scope shares the one `queryClient`.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** `Component` inside a QueryScope (for lazily loaded pages and dialogs). */
export function withQueryScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <QueryScope>
        <Component {...props} />
      </QueryScope>
    );
  }
  Scoped.displayName = `withQueryScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}
