/**
 * Links in an InMail's plain-text body (core §7 `emails/send`): found and checked the same way by the
 * compose form, the API's 422 and the mail itself. Only absolute http(s) addresses become links.
 */

/** An http(s) address in text: up to a space or a character that can't be in one. */
const LINK_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+/gi;

/** Anything else a mail app might take for a link: another scheme's address, script, or inline data. */
const OTHER_LINK = /\b(?:[a-z][a-z0-9+.-]*:\/\/\S+|(?:javascript|vbscript):\S+|data:[a-z]+\/[\w.+-]+[;,]\S*)/gi;

/** The longest link an InMail may carry (its signed click link must stay a sane length). */
export const MAX_LINK_LENGTH = 2000;

/** A link without the sentence's closing punctuation; a closing bracket stays when the link opened one. */
export function trimLink(raw: string): string {
  let url = raw.replace(/[.,;:!?]+$/, "");
  while (/[)\]]$/.test(url) && (url.match(/[([]/g)?.length ?? 0) < (url.match(/[)\]]/g)?.length ?? 0)) url = url.slice(0, -1);
  return url;
}

/** The link as an absolute http(s) URL (normalised), or null when it isn't one. */
export function linkTarget(url: string): string | null {
  if (url.length > MAX_LINK_LENGTH) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Each http(s) link in `text`, trimmed, where it starts: usable or not (see `linkTarget`). */
export function linksIn(text: string): { url: string; index: number }[] {
  return [...text.matchAll(LINK_IN_TEXT)].map((match) => ({ url: trimLink(match[0]), index: match.index }));
}

export type LinkProblem = { link: string; problem: "scheme" | "incomplete" };

/**
 * The first thing in `text` that looks like a link but can't be one, and why: another scheme than
 * http(s) (`javascript:`, `data:`, `ftp://`…), or an http(s) address that isn't complete or is too long.
 * Null when every link is a usable http(s) address.
 */
export function unusableLink(text: string): LinkProblem | null {
  const bad = linksIn(text).find((link) => linkTarget(link.url) === null);
  if (bad) return { link: bad.url, problem: "incomplete" };
  const other = text.replace(LINK_IN_TEXT, " ").match(OTHER_LINK)?.[0];
  return other ? { link: trimLink(other), problem: "scheme" } : null;
}
