import { defineMessages } from "../translate.ts";
import en from "./auth/en.json" with { type: "json" };

/** Log in, sign up, password-free codes, forgotten and reset passwords. */
export const authMessages = defineMessages("auth", en);
