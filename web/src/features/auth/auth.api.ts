/** The auth feature's face to the rest of the app; its HTTP calls live in auth.client.ts. */
export { CodeInput } from "./code-input.tsx";
