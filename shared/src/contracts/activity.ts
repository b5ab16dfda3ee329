import { z } from "zod";
import {
  ACTIVITY_BATCH_MAX,
  ACTIVITY_EVENTS,
  ACTIVITY_EXTRA_MAX_CHARS,
  ACTIVITY_EXTRA_MAX_KEYS,
  ACTIVITY_ROUTE_MAX_LENGTH,
  activityRoute,
} from "../domain/activity/activity-rules.ts";
import { fillMessage } from "../messages.ts";

const required = (field: string) => ({ error: () => fillMessage("required", { field }) });

/** `extra`: a small flat object of short values, at most ACTIVITY_EXTRA_MAX_CHARS as JSON. */
const extraSchema = z
  .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]), {
    error: "Please send extra data as a small object of short values.",
  })
  .refine((extra) => Object.keys(extra).length <= ACTIVITY_EXTRA_MAX_KEYS, {
    message: `Please send at most ${ACTIVITY_EXTRA_MAX_KEYS} extra values.`,
  })
  .refine((extra) => JSON.stringify(extra).length <= ACTIVITY_EXTRA_MAX_CHARS, {
    message: `Please keep the extra data under ${ACTIVITY_EXTRA_MAX_CHARS} characters.`,
  });

/**
 * `POST /api/users/activity` (core §7): the page's route, the event and extra data; the activity
 * session is the server's cookie, never the body's. The route is stored as its path only: a query
 * string or fragment is dropped (they may hold tokens).
 */
export const activityInputSchema = z.object({
  route: z
    .string(required("route"))
    .max(2048, fillMessage("maxLength", { field: "route", max: 2048 }))
    .transform((route, ctx) => {
      const path = activityRoute(route);
      if (path === null) {
        ctx.addIssue({ code: "custom", message: "Please send the page's path, starting with /." });
        return z.NEVER;
      }
      return path.slice(0, ACTIVITY_ROUTE_MAX_LENGTH);
    }),
  event: z.enum(ACTIVITY_EVENTS, { error: `Please send one of these events: ${ACTIVITY_EVENTS.join(", ")}.` }),
  extra: extraSchema.nullish().transform((extra) => (extra && Object.keys(extra).length ? extra : null)),
});

export type ActivityInput = z.input<typeof activityInputSchema>;
export type ActivityRecord = z.output<typeof activityInputSchema>;

/** `{ events: [...] }`: up to ACTIVITY_BATCH_MAX events a browser queued, posted together. */
const activityBatchSchema = z.object({
  events: z
    .array(activityInputSchema, { error: "Please send the events as a list." })
    .min(1, "Please send at least one event.")
    .max(ACTIVITY_BATCH_MAX, `Please send at most ${ACTIVITY_BATCH_MAX} events at once.`),
});

const isBatch = (body: unknown): boolean => typeof body === "object" && body !== null && "events" in body;

/**
 * The body of `POST /api/users/activity`: one event (core §7's route, event, extra) or a batch
 * `{ events }`; either way the list of events. A field's message names its own path (`route`, or
 * `events.2.extra` in a batch).
 */
export const activityPostSchema = z.unknown().transform((body, ctx): ActivityRecord[] => {
  const batch = isBatch(body);
  const result = batch ? activityBatchSchema.safeParse(body) : activityInputSchema.safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: "custom", message: issue.message });
    return z.NEVER;
  }
  return "events" in result.data ? result.data.events : [result.data];
});

/** What a browser posts: a batch of events (the single form is for other callers). */
export interface ActivityBatchInput {
  events: ActivityInput[];
}
