import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import {
  ANALYTICS_DEFAULT_MONTHS,
  type AnalyticsExportKind,
  analyticsLearnerSchema,
  analyticsSchema,
} from "@kora/shared/contracts/analytics.ts";
import { pageMetaSchema } from "@kora/shared/contracts/cards.ts";
import { api } from "../../lib/api-client.ts";

/** Pro analytics' calls (public-site §1 Pro; routes in shared/src/contracts/analytics.ts). Only made for Pro members. */
export const analyticsKeys = {
  all: ["analytics"] as const,
  months: ["analytics", "months", ANALYTICS_DEFAULT_MONTHS] as const,
  learners: (page: number) => ["analytics", "learners", page] as const,
};

export const analyticsQuery = queryOptions({
  queryKey: analyticsKeys.months,
  queryFn: ({ signal }) =>
    api.get(`/api/me/analytics?months=${ANALYTICS_DEFAULT_MONTHS}`, { schema: analyticsSchema, toast: false, signal }),
});

const learnersPageSchema = z.object({ data: z.array(analyticsLearnerSchema), meta: pageMetaSchema });

export const learnersQuery = (page: number) =>
  queryOptions({
    queryKey: analyticsKeys.learners(page),
    queryFn: ({ signal }) =>
      api.get(`/api/me/analytics/learners?page[number]=${page}`, { schema: learnersPageSchema, envelope: true, toast: false, signal }),
    placeholderData: keepPreviousData,
  });

/** A plain link downloads every row (the server names the file). */
export const exportUrl = (kind: AnalyticsExportKind) => `/api/me/analytics/export.csv?kind=${kind}`;
