import { parseMemberFilterParams } from "@kora/shared/contracts/group-console.ts";
import { type ActivityFilter, MEMBER_FILTER_PARAMS, type MemberFilters } from "@kora/shared/contracts/groups.ts";
import { ACTIVITY_WINDOW_LABELS, type ActivityWindow, COUNT_BUCKET_LABELS, type CountBucket } from "@kora/shared/domain/groups/activity.ts";
import { GROUP_ROLES, ROLE_BASES, type RoleBase } from "@kora/shared/domain/groups/roles.ts";

/** What the members page keeps in its address: the filters (core §7 names), the page and the open member. */
export interface MembersState {
  filters: MemberFilters;
  page: number;
  member: string | null;
}

export const ACTIVITY_KEYS = ["loginActivity", "inmailActivity", "bookingActivity"] as const;
export type ActivityKey = (typeof ACTIVITY_KEYS)[number];
export const ACTIVITY_TITLES: Record<ActivityKey, string> = {
  loginActivity: "Log-ins",
  inmailActivity: "InMails opened",
  bookingActivity: "Bookings",
};

/** The members page's state from its address; a parameter someone mangled by hand is ignored, not an error. */
export function readMembersState(params: URLSearchParams): MembersState {
  const filters: MemberFilters = {};
  for (const [key, name] of Object.entries(MEMBER_FILTER_PARAMS) as [keyof MemberFilters, string][]) {
    const value = params.get(name);
    if (!value) continue;
    const parsed = parseMemberFilterParams({ [name]: value });
    if (parsed.ok) Object.assign(filters, { [key]: parsed.filters[key] });
  }
  const page = Number(params.get("page"));
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1, member: params.get("member") || null };
}

/** The address of a members state (filters first, then page and member when not the defaults). */
export function membersParams(state: MembersState): URLSearchParams {
  const params = new URLSearchParams();
  const { filters } = state;
  for (const [key, name] of Object.entries(MEMBER_FILTER_PARAMS) as [keyof MemberFilters, string][]) {
    const value = filters[key];
    if (value === undefined || value === "") continue;
    params.set(name, typeof value === "string" ? value : JSON.stringify({ window: value.window, count: value.count }));
  }
  if (state.page > 1) params.set("page", String(state.page));
  if (state.member) params.set("member", state.member);
  return params;
}

export const hasFilters = (filters: MemberFilters) => Object.values(filters).some((value) => value !== undefined && value !== "");

const BASE_LABELS: Record<RoleBase, string> = {
  "verified-member": "Verified member",
  "awaiting-verification": "Awaiting verification",
  "unverified-member": "Unverified member",
  "group-advisor": "Group advisor",
};

/** A role for a person to read: "Verified member · consulting · hidden". */
export function roleName(role: string): string {
  if (role === "ai-matching") return "AI matching";
  const base = ROLE_BASES.find((b) => role.startsWith(`${b}-`));
  if (!base) return role;
  const [kind, visibility] = role.slice(base.length + 1).split("-");
  return [BASE_LABELS[base], kind, visibility].filter(Boolean).join(" · ");
}

export const ROLE_OPTIONS = GROUP_ROLES.map((role) => ({ value: role, label: roleName(role) }));

/** The windows as the filter's narrow select shows them (the fieldset's legend reads "in the last …"). */
const WINDOW_SHORT: Record<ActivityWindow, string> = { "1d": "24 hours", "7d": "7 days", "28d": "4 weeks" };
export const WINDOW_OPTIONS = (Object.keys(ACTIVITY_WINDOW_LABELS) as ActivityWindow[]).map((value) => ({
  value,
  label: WINDOW_SHORT[value],
}));
export const BUCKET_OPTIONS = (Object.entries(COUNT_BUCKET_LABELS) as [CountBucket, string][]).map(([value, label]) => ({ value, label }));

/** "4+ log-ins in the last 7 days" — an active activity filter, as a chip reads it. */
export function activitySummary(key: ActivityKey, filter: ActivityFilter): string {
  return `${ACTIVITY_TITLES[key]}: ${COUNT_BUCKET_LABELS[filter.count]}, ${ACTIVITY_WINDOW_LABELS[filter.window].toLowerCase()}`;
}
