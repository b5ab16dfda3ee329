import { defineMessages } from "../translate.ts";
import en from "./errors/en.json" with { type: "json" };

/** What the client says about a failed request when the server didn't say it (toasts raised outside components). */
export const errorsMessages = defineMessages("errors", en);
