import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
// Work Sans, self-hosted: the latin subset of the weights the app uses.
import '@fontsource/work-sans/latin-400.css';
import '@fontsource/work-sans/latin-500.css';
import '@fontsource/work-sans/latin-600.css';
import '@fontsource/work-sans/latin-700.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from '../shared/config/load-config';
import { initI18n, prefetchTranslations } from '../shared/i18n/i18n';
import { sessionTokens } from '../shared/stores/session-tokens';
import { App } from './App';

// zod probes `new Function('')` to compile its parsers, which the CSP refuses (no 'unsafe-eval') and
// reports as a violation though zod swallows it; `jitless` skips the probe. Its config lives on this
// global (zod/v4/core), set here before any page's chunk loads zod, without loading it (docs/security.md).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });

async function bootstrap(): Promise<void> {
  const container = document.getElementById('app');
  if (!container) throw new Error('The page has no <main id="app"> to mount into');
  // The first page's texts and the runtime config in parallel (docs/performance.md, "Lighthouse").
  prefetchTranslations(sessionTokens.hasAccessToken());
  const config = await loadConfig();
  await initI18n(config.lang.fallback, sessionTokens.hasAccessToken());
  createRoot(container).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}

void bootstrap();
