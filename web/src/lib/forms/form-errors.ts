import { SCROLL_OFFSET_PX } from "@kora/shared/constants.ts";
import type { FieldErrors as ServerFieldErrors } from "@kora/shared/contracts/errors.ts";

/** A react-hook-form style error tree: leaves carry `message`, branches nest by field name or index. */
export type ErrorTree = { [key: string]: unknown };

/** Flattens an error tree to dotted field names → message (`workHistories.0.role`), in tree order. */
export function flattenErrors(tree: ErrorTree, prefix = ""): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, node] of Object.entries(tree)) {
    if (!node || typeof node !== "object" || key === "ref") continue;
    const name = prefix ? `${prefix}.${key}` : key;
    const message = (node as { message?: unknown }).message;
    if (typeof message === "string" && message) out.push([name, message]);
    else out.push(...flattenErrors(node as ErrorTree, name));
  }
  return out;
}

/**
 * The error to show first (core §5): the errored field that comes first on the page, by
 * `pageOrder` (field names in document order); fields not on the page come after, in error order.
 */
export function firstError(errors: [string, string][], pageOrder: readonly string[]): [string, string] | null {
  let best: [string, string] | null = null;
  let bestRank = Infinity;
  errors.forEach((entry, index) => {
    const onPage = pageOrder.indexOf(entry[0]);
    const rank = onPage === -1 ? pageOrder.length + index : onPage;
    if (rank < bestRank) {
      best = entry;
      bestRank = rank;
    }
  });
  return best;
}

/** Splits a 422's field map into errors for fields the form has and messages it can only toast. */
export function splitServerErrors(
  fields: ServerFieldErrors,
  formFields: readonly string[],
): { onFields: [string, string][]; elsewhere: string[] } {
  const onFields: [string, string][] = [];
  const elsewhere: string[] = [];
  for (const [name, messages] of Object.entries(fields)) {
    const message = messages[0];
    if (!message) continue;
    if (formFields.includes(name)) onFields.push([name, message]);
    else elsewhere.push(message);
  }
  return { onFields, elsewhere };
}

/** Window scroll position that puts an element `offset` px below the top (clear of the sticky header). */
export function scrollTopFor(elementViewportTop: number, scrollY: number, offset = SCROLL_OFFSET_PX): number {
  return Math.max(0, Math.round(elementViewportTop + scrollY - offset));
}
