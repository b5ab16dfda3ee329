/**
 * The verification feature's public face: its API calls, and the panel the My details page shows
 * (phone and email state, Verify links, the SMS reminder switch).
 */
export * from "./verification.client.ts";
export { VerificationPanel } from "./verification-panel.tsx";
