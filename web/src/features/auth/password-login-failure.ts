import { authMessages } from "@kora/shared/i18n/messages/auth.ts";
import { createTranslator, type KeyOf, type Translator } from "@kora/shared/i18n/translate.ts";
import { isApiError } from "../../lib/api-client.ts";

export type AuthT = Translator<KeyOf<typeof authMessages>>;
const ENGLISH: AuthT = createTranslator("en", authMessages.en);

/** What a failed password log-in shows: one toast, and the line under the form when the credentials were wrong. */
export type PasswordLoginFailure = { kind: "shown"; toast: string; inline: string | null } | { kind: "fields" };

/**
 * Password log-in's failures (public-site §8): a 401 is wrong credentials ("Credentials were
 * invalid." toasted, the "weren't right" line under the form); a 422 is the form's own field
 * messages; a 429 keeps the "too many requests" words; anything else (no answer, 5xx) is "Error
 * while authenticating".
 */
export function passwordLoginFailure(error: unknown, t: AuthT = ENGLISH): PasswordLoginFailure {
  if (isApiError(error)) {
    if (error.status === 401) return { kind: "shown", toast: t.t("login.credentialsInvalid"), inline: t.t("login.badCredentials") };
    if (error.status === 422 && error.fields) return { kind: "fields" };
    if (error.status === 429) return { kind: "shown", toast: t.t("login.tooMany"), inline: null };
  }
  return { kind: "shown", toast: t.t("login.authError"), inline: null };
}
