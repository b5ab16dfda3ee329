/** Where the end-to-end server listens: one definition for playwright.config.ts and the fixtures. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8791);
export const E2E_URL = `http://localhost:${E2E_PORT}`;

/**
 * The moved clock of a clock-matrix run (`npm run test:e2e:clock` sets E2E_CLOCK to an ISO instant):
 * the server starts its clock there (KORA_CLOCK_START) and every browser context follows the server's.
 * Unset, everything runs on the real clock.
 */
export const E2E_CLOCK = process.env.E2E_CLOCK || undefined;
