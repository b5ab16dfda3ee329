import { z } from "zod";
import type { ApplyField } from "@kora/shared/contracts/groups.ts";
import { answerProblem } from "@kora/shared/domain/groups/apply-answers.ts";

export type Answers = Record<string, string>;

/** One answer's check: the API's own rule and messages (shared/src/domain/groups/apply-answers.ts). */
function answerSchema(field: ApplyField) {
  return z
    .string()
    .trim()
    .max(4000)
    .superRefine((value, ctx) => {
      const problem = answerProblem(field, value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

/** The apply form's schema: `{ answers: { [fieldId]: string } }`, so errors sit at `answers.<id>` as the API's do. */
export function applySchema(fields: readonly ApplyField[]) {
  return z.object({ answers: z.object(Object.fromEntries(fields.map((field) => [field.id, answerSchema(field)]))) });
}

/** Every field with a value (a saved draft's, or empty), nothing else. */
export function answersFor(fields: readonly ApplyField[], saved: Answers | null): Answers {
  return Object.fromEntries(fields.map((field) => [field.id, saved?.[field.id] ?? ""]));
}

const draftKey = (slug: string) => `kora.group-apply.${slug}`;
const draftSchema = z.record(z.string(), z.string().max(4000));

/**
 * What someone typed into a group's apply form, kept in this tab while they sign up or log in
 * (public-site §2); cleared once the application is in. Storage errors (private mode, full) lose
 * only the convenience, never the page.
 */
export const applyDraft = {
  save(storage: Storage, slug: string, answers: Answers): void {
    try {
      storage.setItem(draftKey(slug), JSON.stringify(answers));
    } catch {
      // Nowhere to keep it: they will type it again.
    }
  },
  load(storage: Storage, slug: string): Answers | null {
    try {
      const raw = storage.getItem(draftKey(slug));
      if (!raw) return null;
      const parsed = draftSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
  clear(storage: Storage, slug: string): void {
    try {
      storage.removeItem(draftKey(slug));
    } catch {
      // Nothing to clear.
    }
  },
};
