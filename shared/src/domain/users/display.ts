import { BRAND } from "../../brand.ts";
import { AVATAR_LABEL_MAX } from "../../constants.ts";

/**
 * Header avatar label (public-site §2): the full name if it fits in 15 characters,
 * else the first name if that fits, else "My Kora".
 */
export function avatarLabel(firstName: string, lastName: string): string {
  const fullName = `${firstName} ${lastName}`.trim();
  if (fullName.length <= AVATAR_LABEL_MAX) return fullName;
  if (firstName.length <= AVATAR_LABEL_MAX) return firstName;
  return `My ${BRAND.name}`;
}

export type PlanSlug = `${typeof BRAND.slug}-plus` | `${typeof BRAND.slug}-pro`;
export const PLUS_SLUG: PlanSlug = `${BRAND.slug}-plus`;
export const PRO_SLUG: PlanSlug = `${BRAND.slug}-pro`;

/** The header badge for a subscription: PRO outranks PLUS; none for basic. */
export function planBadge(planSlugs: readonly string[]): "PRO" | "PLUS" | null {
  if (planSlugs.includes(PRO_SLUG)) return "PRO";
  if (planSlugs.includes(PLUS_SLUG)) return "PLUS";
  return null;
}

/** Initials for an avatar without a picture. */
export function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}
