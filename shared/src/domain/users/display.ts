import { BRAND } from "../../brand.ts";
import { AVATAR_LABEL_MAX } from "../../constants.ts";
import { planOf } from "../plans/plans.ts";

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

export { type PlanSlug, PLUS_SLUG, PRO_SLUG } from "../plans/plans.ts";

/** The header badge for a subscription: PRO outranks PLUS; none for basic. */
export function planBadge(planSlugs: readonly string[]): "PRO" | "PLUS" | null {
  const plan = planOf(planSlugs);
  return plan.id === "basic" ? null : plan.id === "pro" ? "PRO" : "PLUS";
}

/** Initials for an avatar without a picture. */
export function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}
