import { defineMessages } from "../translate.ts";
import en from "./mail-verification/en.json" with { type: "json" };

/** The texted and mailed verification codes and the 10-minute SMS reminder of a session. */
export const mailVerificationMessages = defineMessages("mail-verification", en);
