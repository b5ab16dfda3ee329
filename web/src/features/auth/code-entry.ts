import { CODE_ALPHABET } from "@kora/shared/contracts/auth.ts";
import { VERIFICATION_CODE_LENGTH } from "@kora/shared/constants.ts";

/** Keeps only characters a code can contain, upper-cased (pasted text may carry spaces or a full sentence). */
export function codeCharacters(raw: string): string[] {
  return [...raw.toUpperCase()].filter((char) => CODE_ALPHABET.includes(char));
}

/**
 * Typing or pasting `input` into box `index`: the characters fill that box and the ones after it.
 * Returns the new boxes and the box to focus next (the last one when full).
 */
export function enterCode(boxes: readonly string[], index: number, input: string): { boxes: string[]; focus: number } {
  const next = [...boxes];
  const chars = codeCharacters(input);
  if (chars.length === 0) return { boxes: next, focus: index };
  let position = index;
  for (const char of chars) {
    if (position >= VERIFICATION_CODE_LENGTH) break;
    next[position] = char;
    position++;
  }
  return { boxes: next, focus: Math.min(position, VERIFICATION_CODE_LENGTH - 1) };
}

/**
 * The code inside a pasted message ("Your Kora code is ABC234. It is used…"): the one word of exactly
 * the code's length made only of code characters, upper-cased; null when there is none or several.
 */
export function codeInMessage(pasted: string): string | null {
  const words = pasted.split(/[^A-Za-z0-9]+/).filter((word) => word.length === VERIFICATION_CODE_LENGTH);
  const codes = words.map((word) => word.toUpperCase()).filter((word) => codeCharacters(word).length === VERIFICATION_CODE_LENGTH);
  const distinct = [...new Set(codes)];
  return distinct.length === 1 ? distinct[0]! : null;
}

/** A pasted code replaces the whole entry when it looks like a full code, wherever it is pasted. */
export function pasteCode(boxes: readonly string[], index: number, pasted: string): { boxes: string[]; focus: number } {
  const inMessage = pasted.trim().length > VERIFICATION_CODE_LENGTH ? codeInMessage(pasted) : null;
  if (inMessage) return enterCode(emptyCode(), 0, inMessage);
  const chars = codeCharacters(pasted);
  if (chars.length >= VERIFICATION_CODE_LENGTH) return enterCode(emptyCode(), 0, chars.join(""));
  return enterCode(boxes, index, pasted);
}

export const emptyCode = () => Array.from({ length: VERIFICATION_CODE_LENGTH }, () => "");

/** The code once every box is filled, else null: a complete code submits itself (core §5). */
export const completeCode = (boxes: readonly string[]) => (boxes.every((char) => char.length === 1) ? boxes.join("") : null);
