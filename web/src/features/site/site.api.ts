/** The site feature's face to the rest of the app; its HTTP calls live in site.client.ts. */
export { favouritesQuery } from "./site.client.ts";
