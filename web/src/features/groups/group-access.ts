import type { GroupPermission } from "@kora/shared/domain/groups/permissions.ts";
import type { GroupView } from "@kora/shared/contracts/groups.ts";

/** Whether the viewer holds a named permission in this group (the server's hasGroupPermission, core §6). */
export const holds = (group: Pick<GroupView, "permissions">, permission: GroupPermission) => group.permissions.includes(permission);

/** The home page's call to action for this viewer (core §2, public-site §2). */
export type GroupAction =
  /** Not a member: apply with the group's form, or join at once when it has none. `modal`: the join-now modal first. */
  | { kind: "apply" | "join"; modal: boolean }
  /** Joined without an application: the complete-registration modal (when held) says what is missing. */
  | { kind: "complete-registration"; modal: boolean }
  /** Applied, waiting for an admin. `notice`: the verification-in-progress notice is held. */
  | { kind: "awaiting"; notice: boolean }
  | { kind: "member" }
  /** Content-only groups take no members: there is nothing to join. */
  | { kind: "none" };

export function groupAction(group: Pick<GroupView, "membership" | "permissions" | "applyForm" | "contentOnly">): GroupAction {
  const status = group.membership?.status;
  if (status === "Verified") return { kind: "member" };
  if (status === "Awaiting Verification") return { kind: "awaiting", notice: holds(group, "see-verification-in-progress") };
  if (status === "UnVerified") return { kind: "complete-registration", modal: holds(group, "see-complete-registration-modal") };
  if (group.contentOnly) return { kind: "none" };
  return { kind: group.applyForm.length > 0 ? "apply" : "join", modal: holds(group, "see-join-now-modal") };
}

/** Admins of the group, and staff, get its settings (the API sends `settings` only to them). */
export const mayManage = (group: Pick<GroupView, "settings" | "membership">) =>
  group.settings !== null || Boolean(group.membership?.isAdmin);

/**
 * What a signed-in person at /g/{slug}/join gets: already in → the group home; a group with an apply
 * form → the form (joining without the answers would leave nothing for the admin to verify); otherwise
 * join at once. Content-only groups take no members.
 */
export function joinOutcome(group: Pick<GroupView, "membership" | "applyForm" | "contentOnly">): "home" | "apply" | "join" {
  if (group.membership !== null || group.contentOnly) return "home";
  return group.applyForm.length > 0 ? "apply" : "join";
}
