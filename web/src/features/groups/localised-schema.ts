import { useMemo } from "react";
import { z } from "zod";
import type { Translator } from "@kora/shared/i18n/translate.ts";

/**
 * A form schema whose messages read in the page's language. The schemas come from shared/ (the API
 * validates with the same ones) and say their messages in English; `translate` gives a message's
 * words in the translator's language, or undefined for one it doesn't know (which stays as it is).
 * In English the schema is returned as it is.
 */
export function localisedSchema<S extends z.ZodType>(schema: S, translate: (message: string) => string | undefined): S {
  return z.unknown().transform((value, ctx) => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: "custom", message: translate(issue.message) ?? issue.message, path: issue.path });
    return z.NEVER;
  }) as unknown as S;
}

/** `schema` with the messages `known` names (English message → key) in the translator's language. */
export function useLocalisedSchema<S extends z.ZodType, K extends string>(
  schema: S,
  t: Translator<K>,
  known: Readonly<Record<string, K>>,
): S {
  return useMemo(
    () =>
      t.locale === "en" ? schema : localisedSchema(schema, (message) => (Object.hasOwn(known, message) ? t.t(known[message]!) : undefined)),
    [schema, t, known],
  );
}
