/** The pro-bono feature's face to the rest of the app; its HTTP calls live in pro-bono.client.ts. */
export { cardProBonoQuery, myProBonoQuery, proBonoKeys, saveProBono } from "./pro-bono.client.ts";
