import { useContext } from 'react';
import { ConfigContext } from './config-context';
import type { RuntimeConfig } from './runtime-config';

/** The runtime configuration loaded before the first render (see app/main.tsx). */
export function useConfig(): RuntimeConfig {
  return useContext(ConfigContext);
}
