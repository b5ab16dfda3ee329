import { z } from "zod";
import { type LinkProblem, unusableLink } from "../domain/inmail/links.ts";
import { textLimit } from "../domain/validation/text-limit-core.ts";
import { memberFiltersSchema } from "./groups.ts";

/**
 * InMail (core §3 Email, §4 InMail statuses, §7 `emails`, `emails/send`): a group's admins
 * mail its members and follow each recipient. Routes (all under /api):
 *
 * - POST /groups/:id/emails/send            admins: { subject, body, audience } → 201 InMailSummary
 *                                           (`Idempotency-Key` header: a repeat answers 200 with the first)
 * - GET  /groups/:id/emails                 admins: sent InMails, newest first, 10 a page
 * - GET  /groups/:id/emails/audience?…      admins: how many members the filters reach (the members call's
 *                                           parameters, group-console.ts parseMemberFilterParams)
 * - GET  /groups/:id/emails/:emailId        admins: one InMail with every recipient's status
 * - GET  /inmail/o/:token                   the open pixel (1×1 GIF) → Opened
 * - GET  /inmail/c/:token?u=&s=             a signed link, Clicked: 302 to `u` on Kora's own site; elsewhere a
 *                                           "You're leaving Kora" page naming the group and `u`'s host
 * - GET  /inmail/u/:token                   where the unsubscribe link stands (the /not-interested page)
 * - POST /inmail/u/:token                   unsubscribe: RFC 8058 one-click, the page's form, or JSON
 * - POST /inmail/bounces                    the mail provider's bounce webhook (shared-secret header)
 *
 * Non-members of a group get 404 "Sorry, the group cannot be found."; members who aren't admins 403.
 */

/** Core §4: the status of a recipient, and of an InMail (its first recipient's). */
export const INMAIL_STATUSES = ["Sent", "Opened", "Clicked", "Unsubscribed", "Bounced"] as const;
export type InMailStatus = (typeof INMAIL_STATUSES)[number];

export const INMAIL_PAGE_SIZE = 10;
/** The subject's and message's limits: the API's 422 and the compose form's count say the same. */
export const INMAIL_TEXT_LIMITS = { subject: textLimit("subject", 150), body: textLimit("message", 10_000) } as const;

/** The shared-secret header the bounce webhook must carry (`INMAIL_BOUNCE_SECRET`). */
export const INMAIL_BOUNCE_SECRET_HEADER = "X-Bounce-Secret";

export const INMAIL_MESSAGES = {
  subject: "Please give the InMail a subject.",
  subjectLong: INMAIL_TEXT_LIMITS.subject.message,
  body: "Please write a message.",
  bodyLong: INMAIL_TEXT_LIMITS.body.message,
  noRecipients: "No members match these filters.",
  notFound: "Sorry, that InMail cannot be found.",
  badLink: "This link isn't valid. Please use the link from the email.",
  badFilter: "This filter isn't valid. Choose it again from the members page.",
  bounceSecret: "The bounce report's secret is missing or wrong.",
  bounceTarget: "Give each bounce a messageId or an email.",
  linkScheme: "Links must start with http:// or https://. Please change or remove this one: {link}",
  linkIncomplete: "This link isn't a complete web address. Please check it: {link}",
} as const;

/** The 422 message for a body's unusable link (`unusableLink`), naming it (shortened past 80 characters). */
export function linkProblemMessage({ link, problem }: LinkProblem): string {
  const shown = link.length > 80 ? `${link.slice(0, 79)}…` : link;
  return (problem === "scheme" ? INMAIL_MESSAGES.linkScheme : INMAIL_MESSAGES.linkIncomplete).replace("{link}", shown);
}

export const inmailSendSchema = z.object({
  subject: z
    .string({ error: INMAIL_MESSAGES.subject })
    .trim()
    .min(1, INMAIL_MESSAGES.subject)
    .max(INMAIL_TEXT_LIMITS.subject.max, INMAIL_MESSAGES.subjectLong),
  body: z
    .string({ error: INMAIL_MESSAGES.body })
    .trim()
    .min(1, INMAIL_MESSAGES.body)
    .max(INMAIL_TEXT_LIMITS.body.max, INMAIL_MESSAGES.bodyLong)
    // Only http(s) links: the mail links them through Kora's click tracking, and nothing else may look like one.
    .superRefine((body, ctx) => {
      const problem = unusableLink(body);
      if (problem) ctx.addIssue({ code: "custom", message: linkProblemMessage(problem) });
    }),
  /** The members it goes to: the console's filters; `{}` is every member. */
  audience: memberFiltersSchema.default({}),
});
export type InMailSend = z.infer<typeof inmailSendSchema>;

const person = z.object({ userId: z.string(), name: z.string() });

/** One sent InMail in the list: its status is its first recipient's (core §4). */
export const inmailSummarySchema = z.object({
  id: z.string(),
  groupId: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  sentBy: z.string(),
  recipientCount: z.number().int(),
  status: z.enum(INMAIL_STATUSES),
  firstRecipient: person.nullable(),
});
export type InMailSummary = z.infer<typeof inmailSummarySchema>;

export const inmailRecipientSchema = person.extend({
  position: z.number().int(),
  status: z.enum(INMAIL_STATUSES),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  clickedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
  bouncedAt: z.string().nullable(),
  bounceReason: z.string().nullable(),
});
export type InMailRecipient = z.infer<typeof inmailRecipientSchema>;

/** GET /groups/:id/emails/:emailId: the message and every recipient, in list order. */
export const inmailDetailSchema = inmailSummarySchema.extend({
  body: z.string(),
  audience: memberFiltersSchema,
  recipients: z.array(inmailRecipientSchema),
});
export type InMailDetail = z.infer<typeof inmailDetailSchema>;

/**
 * GET /groups/:id/emails/audience: how many members the filters reach (`count`, the sender aside), and
 * how many more match but are never mailed (`excluded`: unsubscribed from the group's InMail, or no address).
 */
export const inmailAudienceSchema = z.object({ count: z.number().int(), excluded: z.number().int() });
export type InMailAudience = z.infer<typeof inmailAudienceSchema>;

/** GET /inmail/u/:token: where an InMail unsubscribe link stands. */
export const inmailUnsubscribeStatusSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("invalid") }),
  z.object({ status: z.enum(["subscribed", "unsubscribed"]), groupName: z.string() }),
]);
export type InMailUnsubscribeStatus = z.infer<typeof inmailUnsubscribeStatusSchema>;

/** POST /inmail/bounces: what the mail provider reports (by the Message-ID we set, or the address). */
export const bounceReportSchema = z.object({
  bounces: z
    .array(
      z
        .object({
          messageId: z.string().trim().min(1).max(300).optional(),
          email: z.email().max(320).optional(),
          reason: z.string().trim().max(500).default("Bounced"),
        })
        .refine((bounce) => bounce.messageId || bounce.email, INMAIL_MESSAGES.bounceTarget),
    )
    .min(1)
    .max(1000),
});
export type BounceReport = z.infer<typeof bounceReportSchema>;
export const bounceResultSchema = z.object({ bounced: z.number().int(), unknown: z.number().int() });
