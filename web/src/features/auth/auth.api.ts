/**
 * The auth feature's face to the rest of the app; its HTTP calls live in auth.client.ts. The six-box code entry
 * (paste fills and submits) is for the other features' code steps: phone and email verification.
 */
export { CodeInput } from "./code-input.tsx";
