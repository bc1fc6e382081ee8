/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Short build id (git sha or build time), sent with error reports. Set in vite.config.ts. */
  readonly VITE_APP_RELEASE?: string;
}
