/**
 * The testimonial avatars: a person's initials on a colour picked from their name. The SVG files in
 * web/public/img/solutions/avatars/ are this function's output (the solutions test checks every one),
 * so pages ship a path, not the drawing code. To add a person: write the file with
 * `npx deno eval 'import { writeAvatars } from "./web/src/features/site/solutions/avatar-svg.ts"; await writeAvatars();'`.
 */
import { TESTIMONIALS } from "./testimonials.ts";

const COLOURS = ["#c2006a", "#14213d", "#0b6e69", "#5b3fa3", "#a33b12", "#2a3f73"] as const;

/** "Rosa Delgado" → "RD"; "Dr Aaron Whitfield" → "AW" (titles are not initials). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !/^(Dr|Mr|Mrs|Ms|Prof)\.?$/.test(word));
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

export function avatarSvg(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const colour = COLOURS[hash % COLOURS.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="${colour}"/>` +
    `<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif" font-size="36" font-weight="700" fill="#fff">${initialsOf(name)}</text>` +
    `</svg>\n`
  );
}

export const avatarPath = (id: string) => `/img/solutions/avatars/${id}.svg`;

/** Writes every testimonial's avatar file (run from the repository root). */
export async function writeAvatars(): Promise<void> {
  const { mkdir, writeFile } = await import("node:fs/promises");
  await mkdir("web/public/img/solutions/avatars", { recursive: true });
  for (const item of TESTIMONIALS) await writeFile(`web/public${avatarPath(item.id)}`, avatarSvg(item.name));
}
