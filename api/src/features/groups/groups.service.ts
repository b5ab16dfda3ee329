import type { Services } from "../../services.ts";
import { administeredGroupIds, findMembership } from "./groups.repository.ts";

/**
 * The groups feature's face to other features: membership lookups (cards and bookings), and whether
 * a recording shared with a group may be played by someone (videos). Routes: groups.routes.ts.
 */

/** Whether and how someone belongs to a group (`is_admin` 1 for its admins); undefined for a non-member. */
export function membership(services: Pick<Services, "db">, groupId: string, userId: string) {
  return findMembership(services.db, groupId, userId);
}

/** The groups whose cards this person reviews: those they administer. */
export function groupsAdministeredBy(services: Pick<Services, "db">, userId: string): Promise<string[]> {
  return administeredGroupIds(services.db, userId);
}

export { mayWatchThroughGroup } from "./video-sharing.service.ts";
