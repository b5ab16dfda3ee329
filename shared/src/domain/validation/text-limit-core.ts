import { SEARCH_MAX_LENGTH } from "../../constants.ts";
import { fillMessage } from "../../messages.ts";

/**
 * A free-text field's maximum and the one message both ends give past it: the API's schema answers
 * 422 with `message`, and the form counts towards `max` and shows the same `message` inline — it
 * never cuts what was typed or pasted. zod-free, so the public pages can use it too.
 */
export interface TextLimit {
  /** The field as the message names it ("first name"). */
  readonly field: string;
  readonly max: number;
  readonly message: string;
  /** Counted after trimming (as the schemas trim); false for passwords, which are taken as typed. */
  readonly trim: boolean;
}

export const textLimit = (field: string, max: number, options: { trim?: boolean } = {}): TextLimit => ({
  field,
  max,
  message: fillMessage("maxLength", { field, max }),
  trim: options.trim ?? true,
});

/** The length the limit counts: trimmed unless the field is taken as typed. */
export const countedLength = (value: string, limit: TextLimit): number => (limit.trim ? value.trim() : value).length;

/** The limit's message when `value` is over it, else null. */
export const tooLong = (value: string, limit: TextLimit): string | null => (countedLength(value, limit) > limit.max ? limit.message : null);

/** The search box's limit, here so the public search page loads only this module, not the whole table. */
export const SEARCH_TEXT_LIMIT = textLimit("search term", SEARCH_MAX_LENGTH);
