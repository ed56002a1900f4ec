/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The web app's package version, set by vite.config.ts. */
  readonly VITE_APP_VERSION?: string;
  /** Build timestamp (ms since epoch), set by vite.config.ts. */
  readonly VITE_BUILD_TIME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
