import { z } from "zod";
import { fillMessage, type ValidationRule } from "../messages.ts";
import { validateEmail } from "../domain/validation/rules.ts";

/**
 * The email fields of every form. On their own, not in auth.ts, so that a contract the app loads at
 * start (invites) doesn't bring sign-up's schemas and their phone rules with it.
 */
const emailOf = (malformed: ValidationRule) =>
  z.string({ error: fillMessage("required", { field: "email" }) }).transform((value, ctx) => {
    const message = validateEmail(value, malformed);
    if (message) ctx.addIssue({ code: "custom", message });
    return value.trim().toLowerCase();
  });

/** Any email a form asks for (an invitee's, say): a malformed one gets the general email message. */
export const emailField = emailOf("email");
/**
 * The address of the person's own account, typed to sign in, sign up or reset a password: a
 * malformed one gets public-site §5.1's "Looks like the email isn't quite right.", on both ends.
 */
export const accountEmailField = emailOf("emailNotRight");
