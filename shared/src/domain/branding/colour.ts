/**
 * A Pro advisor's brand colour (public-site §1 Pro: branding): a hex colour `#rrggbb`, stored in
 * lower case, and the text colour that stays readable on it. Text on the brand colour is black or
 * white, whichever contrasts more (WCAG 2 contrast ratio): one of the two always reaches at least
 * 4.58 : 1, so text on any brand colour meets WCAG AA (4.5 : 1). Pure; no storage, no clock.
 */

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
/** WCAG AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;
export const WHITE = "#ffffff";
export const BLACK = "#000000";

/** The colour in its stored form (`#rrggbb`, lower case), or null when it is not one. */
export function normaliseColour(input: string): string | null {
  const trimmed = input.trim();
  return HEX_COLOUR.test(trimmed) ? trimmed.toLowerCase() : null;
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance of `#rrggbb`, from 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const colour = normaliseColour(hex);
  if (!colour) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [1, 3, 5].map((at) => channel(Number.parseInt(colour.slice(at, at + 2), 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour for the brand colour `background`: white when it contrasts at least as well as black, else black. */
export function textColourOn(background: string): typeof WHITE | typeof BLACK {
  return contrastRatio(background, WHITE) >= contrastRatio(background, BLACK) ? WHITE : BLACK;
}
