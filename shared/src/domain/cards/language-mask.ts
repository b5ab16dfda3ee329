import { ADVISING_LANGUAGES } from "./options.ts";

/**
 * A set of advising languages as bits: bit i stands for ADVISING_LANGUAGES[i]. Cards keep theirs in
 * `cards.language_mask` (database triggers maintain it), so "advises in any of these" is one AND.
 * Append new languages at the end of the list: existing bits must keep their meaning.
 */
export function languageMask(codes: readonly string[]): number {
  let mask = 0;
  for (const code of codes) {
    const bit = (ADVISING_LANGUAGES as readonly string[]).indexOf(code);
    if (bit >= 0) mask += 2 ** bit;
  }
  return mask;
}
