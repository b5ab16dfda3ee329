import { z } from "zod";
import { type ApplyField, GROUP_MESSAGES } from "../../contracts/groups.ts";

/**
 * A group's apply form answered (public-site §2 "apply variants"): each answer checked against its
 * question — required ones answered, links full https:// addresses, emails valid, choices one of the
 * options. Answers to questions the form doesn't ask are dropped; blank optional ones are left out.
 * Pure: the API checks what it stores with it, and the apply page can show the same messages first.
 */
export type ApplyCheck = { ok: true; answers: Record<string, string> } | { ok: false; fields: Record<string, string[]> };

const email = z.email();

function isHttpsLink(value: string): boolean {
  if (!/^https:\/\/\S+$/i.test(value)) return false;
  try {
    return new URL(value).hostname.includes(".");
  } catch {
    return false;
  }
}

/** The message for one answer (trimmed), or null when it is fine. */
export function answerProblem(field: ApplyField, value: string): string | null {
  if (value === "") return field.required ? GROUP_MESSAGES.answerRequired : null;
  if (field.type === "url" && !isHttpsLink(value)) return GROUP_MESSAGES.answerUrl;
  if (field.type === "email" && !email.safeParse(value).success) return GROUP_MESSAGES.answerEmail;
  if (field.type === "select" && !field.options.includes(value)) return GROUP_MESSAGES.answerChoice;
  return null;
}

/** Checks every question of `form` against `answers` (keyed by field id); problems under `answers.<fieldId>`. */
export function checkApplyAnswers(form: readonly ApplyField[], answers: Readonly<Record<string, string>>): ApplyCheck {
  const kept: Record<string, string> = {};
  const fields: Record<string, string[]> = {};
  for (const field of form) {
    const value = (Object.hasOwn(answers, field.id) ? answers[field.id] : undefined)?.trim() ?? "";
    const problem = answerProblem(field, value);
    if (problem) fields[`answers.${field.id}`] = [problem];
    else if (value !== "") kept[field.id] = value;
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, answers: kept };
}
