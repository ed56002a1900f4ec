import 'virtual:theme-tokens.css';
import './talents.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TalentsApp } from './TalentsApp';

// zod (if a page's chunk loads it) must not probe `new Function` under the CSP: as the dashboard's main.tsx.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });

const container = document.getElementById('app');
if (!container) throw new Error('talents.html has no #app to mount into');
createRoot(container).render(
  <StrictMode>
    <TalentsApp />
  </StrictMode>,
);
