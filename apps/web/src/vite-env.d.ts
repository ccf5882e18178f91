/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin when it differs from the web app's; unset means same origin. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
