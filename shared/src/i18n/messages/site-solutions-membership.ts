import { defineMessages } from "../translate.ts";
import en from "./site-solutions-membership/en.json" with { type: "json" };

/** The membership organisations use case (/use-cases/membership-organisations). */
export const siteSolutionsMembershipMessages = defineMessages("site-solutions-membership", en);
