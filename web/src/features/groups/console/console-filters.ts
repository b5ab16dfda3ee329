import { parseMemberFilterParams } from "@kora/shared/contracts/group-console.ts";
import { type ActivityFilter, MEMBER_FILTER_PARAMS, type MemberFilters } from "@kora/shared/contracts/groups.ts";
import { ACTIVITY_WINDOW_LABELS, type ActivityWindow, COUNT_BUCKET_LABELS, type CountBucket } from "@kora/shared/domain/groups/activity.ts";
import { GROUP_ROLES, ROLE_BASES, ROLE_KINDS, ROLE_VISIBILITIES } from "@kora/shared/domain/groups/roles.ts";
import { groupsConsoleMessages } from "@kora/shared/i18n/messages/groups-console.ts";
import { createTranslator, type KeyOf, type Translator } from "@kora/shared/i18n/translate.ts";

/** The console's words in one language (the helpers here default to English). */
export type ConsoleT = Translator<KeyOf<typeof groupsConsoleMessages>>;
const english: ConsoleT = createTranslator("en", groupsConsoleMessages.en);

/** What the members page keeps in its address: the filters (core §7 names), the page and the open member. */
export interface MembersState {
  filters: MemberFilters;
  page: number;
  member: string | null;
}

export const ACTIVITY_KEYS = ["loginActivity", "inmailActivity", "bookingActivity"] as const;
export type ActivityKey = (typeof ACTIVITY_KEYS)[number];
/** An activity filter's title: "Log-ins", "InMails opened", "Bookings". */
export const activityTitle = (key: ActivityKey, t: ConsoleT = english) => t.t(`activity.${key}`);

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

const isKind = (value: string | undefined): value is (typeof ROLE_KINDS)[number] => (ROLE_KINDS as readonly string[]).includes(value ?? "");
const isVisibility = (value: string | undefined): value is (typeof ROLE_VISIBILITIES)[number] =>
  (ROLE_VISIBILITIES as readonly string[]).includes(value ?? "");

/** A role for a person to read: "Verified member · consulting · hidden" (in `t`'s language). */
export function roleName(role: string, t: ConsoleT = english): string {
  if (role === "ai-matching") return t.t("role.ai-matching");
  const base = ROLE_BASES.find((b) => role.startsWith(`${b}-`));
  if (!base) return role;
  const [kind, visibility] = role.slice(base.length + 1).split("-");
  if (isKind(kind) && isVisibility(visibility))
    return t.t("role.full", {
      base: t.t(`role.${base}`),
      kind: t.t(`role.kind.${kind}`),
      visibility: t.t(`role.visibility.${visibility}`),
    });
  return [t.t(`role.${base}`), kind, visibility].filter(Boolean).join(" · ");
}

export const roleOptions = (t: ConsoleT = english) => GROUP_ROLES.map((role) => ({ value: role, label: roleName(role, t) }));

/** The windows as the filter's narrow select shows them (the fieldset's legend reads "in the last …"). */
export const windowOptions = (t: ConsoleT = english) =>
  (Object.keys(ACTIVITY_WINDOW_LABELS) as ActivityWindow[]).map((value) => ({ value, label: t.t(`window.${value}`) }));
export const bucketOptions = (t: ConsoleT = english) =>
  (Object.keys(COUNT_BUCKET_LABELS) as CountBucket[]).map((value) => ({ value, label: t.t(`bucket.${value}`) }));

/** "Log-ins: 4+, last 7 days" — an active activity filter, as a chip reads it. */
export function activitySummary(key: ActivityKey, filter: ActivityFilter, t: ConsoleT = english): string {
  return t.t("activity.summary", {
    activity: activityTitle(key, t),
    count: t.t(`bucket.${filter.count}`),
    window: t.t(`window.last.${filter.window}`),
  });
}
