import { existsSync } from 'node:fs';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR whose embedded database is created, migrated and holds the reference data (server.ts). */
    e2eDataTemplate: string;
  }
}

/**
 * A path the run's set-up made (global-setup.ts), if it still exists; undefined outside vitest (a
 * benchmark starting a server) or without that set-up. Declared here, beside its one reader, so every
 * project that compiles server.ts knows the keys.
 */
export function provided(key: 'e2eDataTemplate'): string | undefined {
  try {
    const value = inject(key);
    return value && existsSync(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
