import { createContext, useContext } from "react";

/**
 * Whether the page has an address per language (the server-rendered public site: "/sv/pricing"),
 * so switching language goes to the page's address in the new one. The app has one address for all.
 */
export const LocalizedRoutesContext = createContext(false);
export const useLocalizedRoutes = () => useContext(LocalizedRoutesContext);
