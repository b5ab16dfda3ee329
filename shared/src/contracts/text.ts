import { z } from "zod";
import { fillMessage } from "../messages.ts";
import type { TextLimit } from "../domain/validation/text-limit.ts";

/** Free text of at most `limit.max` characters (trimmed first, unless the limit says not); past it, the limit's message. */
export function limitedText(limit: TextLimit) {
  const text = z.string({ error: fillMessage("required", { field: limit.field }) });
  return (limit.trim ? text.trim() : text).max(limit.max, limit.message);
}
