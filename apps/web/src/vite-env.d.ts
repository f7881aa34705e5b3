/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PRE_RELEASE?: string;
  readonly VITE_FEEDBACK_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
