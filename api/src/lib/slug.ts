/** A URL slug from a person's name: lower-case ASCII words joined by hyphens ("Zoë O'Neil" → "zoe-oneil"). */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || "user";
}

/** The first of `base`, `base-2`, `base-3`… not in `taken`. */
export function nextFreeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * A card's slug: never exactly 36 characters, because a 36-character card identifier is read as
 * an id (core §2), which would make such a card unreachable by its link.
 */
export function freeCardSlug(title: string, taken: readonly string[]): string {
  const used = new Set(taken);
  const base = slugify(title);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (candidate.length !== 36 && !used.has(candidate)) return candidate;
  }
}
