import { defineMessages } from "../translate.ts";
import en from "./credits/en.json" with { type: "json" };

/** Credits: the balance, redeeming a voucher or gift card, each credit's history, and issuing vouchers (staff). */
export const creditsMessages = defineMessages("credits", en);
