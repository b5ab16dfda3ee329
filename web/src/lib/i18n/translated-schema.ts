import { z } from "zod";

/**
 * `schema` with its messages put into the page's language by `translate` (the shared schemas speak
 * English, as the server does); English (`translate` null) keeps the schema as it is.
 */
export function translatedSchema<TOut, TIn>(
  schema: z.ZodType<TOut, TIn>,
  translate: ((message: string) => string) | null,
): z.ZodType<TOut, TIn> {
  if (!translate) return schema;
  return z.custom<TIn>().transform((values, ctx) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({
        code: "custom",
        path: issue.path.map((part) => (typeof part === "symbol" ? String(part) : part)),
        message: translate(issue.message),
      });
    return z.NEVER;
  });
}
