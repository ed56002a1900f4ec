import { PrimeReactProvider, type APIOptions } from 'primereact/api';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { ConfigContext } from '../shared/config/config-context';
import type { RuntimeConfig } from '../shared/config/runtime-config';
import { PageLoading } from '../shared/ui/PageLoading';
import { dropdownPt } from '../shared/ui/dropdown-a11y';
import { layers } from '../shared/ui/layers';
import { ToastProvider } from '../shared/ui/toast/ToastProvider';
import { router } from './router';

/**
 * The layers of spec section 9, set once for every PrimeReact overlay, the page's CSP nonce (the
 * server fills it into index.html per answer), which PrimeReact's <style> tags need (docs/security.md),
 * and the accessibility fixes every instance of a component needs (issue 18).
 */
const primeReactOptions: Partial<APIOptions> = {
  zIndex: { ...layers },
  pt: { dropdown: dropdownPt },
  nonce: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined,
};

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <ConfigContext.Provider value={config}>
      <PrimeReactProvider value={primeReactOptions}>
        {/* TanStack Query's provider is in the layouts and pages that query (QueryScope), not here:
            the login page does without it (docs/performance.md, "First load"). */}
        <ToastProvider>
          <Suspense fallback={<PageLoading />}>
            <RouterProvider router={router} />
          </Suspense>
        </ToastProvider>
      </PrimeReactProvider>
    </ConfigContext.Provider>
  );
}
