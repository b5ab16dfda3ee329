/** The cards feature's face to the rest of the app; its HTTP calls live in cards.client.ts. */
export { categoriesQuery } from "../../lib/catalog.ts";
export { cardQuery, reviewQueueQuery } from "./cards.client.ts";
