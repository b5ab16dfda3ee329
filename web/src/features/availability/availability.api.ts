/** The availability feature's face to the rest of the app; its HTTP calls live in availability.client.ts. */
export { fetchAvailabilitySummary } from "./availability.client.ts";
