/**
 * Names the operating system sees. They are repeated in desktop/electron-builder.cjs (which cannot
 * import TypeScript) and must equal shared's BRAND; identity.test.ts keeps all three in step.
 */
export const PRODUCT_NAME = "Kora";
export const PROTOCOL = "kora";
export const APP_ID = "app.kora.desktop";

/** The server the shell loads when KORA_URL is unset: the API's embedded default on this machine. */
export const DEFAULT_KORA_URL = "http://localhost:8787";
