import { z } from "zod";
import {
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
