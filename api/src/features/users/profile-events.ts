import { channels } from "@kora/shared/contracts/realtime.ts";
import type { Services } from "../../services.ts";
import type { UserRow } from "./users.table.ts";

/** Tells pages showing this person's public profile (their advisor page) that it changed: on their public channel (public-site §4). */
export function announceProfile(services: Pick<Services, "hub">, user: Pick<UserRow, "id" | "slug">): void {
  services.hub.publish(channels.user(user.id), { name: "PublicProfileUpdated", data: { userId: user.id, link: `/advisors/${user.slug}` } });
}
