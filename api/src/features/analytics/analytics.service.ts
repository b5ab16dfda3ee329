import { BRAND } from "@kora/shared/brand.ts";
import { ANALYTICS_MESSAGES, type AnalyticsExportKind } from "@kora/shared/contracts/analytics.ts";
import { utcToZonedParts } from "@kora/shared/domain/availability/zones.ts";
import { hasExtra, planOf } from "@kora/shared/domain/plans/plans.ts";
import { forbidden } from "../../http/app-error.ts";
import type { Page } from "../../http/pagination.ts";
import type { Services } from "../../services.ts";
import { activePlanSlugs } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { type AnalyticsInput, analyticsCsvTask, analyticsTask, learnersTask } from "./analytics.task.ts";

/**
 * Pro analytics (public-site §1 Pro: data analytics). The advisor's own figures only,
 * for people on the Pro plan; definitions of the counts and income in shared/src/contracts/analytics.ts.
 * The plan is checked here; the figures are computed on the reader pool (analytics.task.ts).
 */

/** 403 with the plan's name unless the caller's plan has the analytics extra. */
async function requireAnalytics(services: Pick<Services, "db" | "now">, user: UserRow): Promise<void> {
  if (!hasExtra(planOf(await activePlanSlugs(services, user.id)), "analytics")) throw forbidden(ANALYTICS_MESSAGES.proOnly);
}

/** The advisor's zone; a stored zone the runtime doesn't know reads as UTC rather than failing the page. */
function zoneOf(user: UserRow): string {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: user.timezone });
    return user.timezone;
  } catch {
    return "UTC";
  }
}

/** The Pro caller's figures as of now, in their zone (403 for anyone else). */
async function analyticsInput(services: Pick<Services, "db" | "now">, user: UserRow): Promise<AnalyticsInput> {
  await requireAnalytics(services, user);
  return { advisorId: user.id, timeZone: zoneOf(user), nowMs: services.now().getTime() };
}

/** `GET /api/me/analytics?months=` as its JSON body: the last `count` months including the current one, with totals. */
export async function myAnalytics(services: Pick<Services, "db" | "now" | "reads">, user: UserRow, count: number): Promise<string> {
  return services.reads.run(analyticsTask, { ...(await analyticsInput(services, user)), count });
}

/** `GET /api/me/analytics/learners?page=` as its JSON body: people who had a confirmed booking with the caller, latest session first. */
export async function myLearners(services: Pick<Services, "db" | "now" | "reads">, user: UserRow, page: Page): Promise<string> {
  await requireAnalytics(services, user);
  return services.reads.run(learnersTask, { advisorId: user.id, page });
}

/** `GET /api/me/analytics/export.csv?kind=`: every row (no paging) and the file's name. */
export async function analyticsCsv(
  services: Pick<Services, "db" | "now" | "reads">,
  user: UserRow,
  kind: AnalyticsExportKind,
): Promise<{ filename: string; csv: string }> {
  const input = await analyticsInput(services, user);
  const today = utcToZonedParts(input.nowMs, input.timeZone).date;
  const csv = await services.reads.run(analyticsCsvTask, { ...input, kind, currency: user.currency });
  return { filename: `${BRAND.slug}-${kind}-${today}.csv`, csv };
}
