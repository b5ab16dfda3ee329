/**
 * What a card's and an advisor's pages tell search engines: titles, descriptions and schema.org
 * JSON-LD. Each page imports its own module (card-seo.ts, advisor-seo.ts), so it carries only its words.
 */
export { advisorDescription, advisorJsonLd, advisorSkills, advisorTitle } from "./advisor-seo.ts";
export { cardDescription, cardJsonLd, cardTitle } from "./card-seo.ts";
