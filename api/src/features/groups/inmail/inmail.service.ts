import { z } from "zod";
import { GROUP_MESSAGES, MEMBER_FILTER_PARAMS, type MemberFilters, memberFiltersSchema } from "@kora/shared/contracts/groups.ts";
import {
  INMAIL_MESSAGES,
  INMAIL_STATUSES,
  type InMailAudience,
  type InMailDetail,
  inmailSendSchema,
  type InMailSummary,
} from "@kora/shared/contracts/inmail.ts";
import { issuesToFields } from "@kora/shared/contracts/errors.ts";
import { memberFilterParams, parseMemberFilterParams } from "@kora/shared/contracts/group-console.ts";
import { AppError, forbidden, notFound } from "../../../http/app-error.ts";
import { type Page, pageMeta } from "../../../http/pagination.ts";
import type { Services } from "../../../services.ts";
import type { UserRow } from "../../users/users.table.ts";
import { memberIdsMatching } from "../console/members.read-model.ts";
import { newRecipientToken } from "./inmail-links.ts";
import { inmailSendJob } from "./inmail.jobs.ts";
import { emailOfGroup, type EmailSummaryRow, emailRecipients, emailsPage } from "./inmail.read-model.ts";
import { emailByRequestKey, groupWithMembership, insertEmail, insertRecipients, mailableMembers } from "./inmail.repository.ts";

/**
 * InMail for a group's admins (core §7 `emails`, `emails/send`): who the members filters reach,
 * sending (one recipient row and one queued mail each), the list and one email's recipients.
 */

type Deps = Pick<Services, "db" | "now" | "jobs">;

const UUID_SHAPED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The group, when the caller administers it. Anyone who isn't in the group cannot see it here (404,
 * the spec's "Sorry, the group cannot be found."); a member who isn't an admin is told so (403).
 */
export async function groupAdministeredBy(services: Pick<Services, "db">, groupId: string, user: UserRow) {
  const group = UUID_SHAPED.test(groupId) ? await groupWithMembership(services.db, groupId, user.id) : undefined;
  if (!group || group.is_admin === null) throw notFound(GROUP_MESSAGES.notFound);
  if (group.is_admin !== 1) throw forbidden(GROUP_MESSAGES.adminOnly);
  // Content-only groups share resources and have no members to mail (core §2).
  if (group.content_only === 1) throw notFound(GROUP_MESSAGES.contentOnly);
  return group;
}

/** Filters in a 422 are named as the caller sent them: query parameters, or `audience.<key>` in a body. */
function badFilters(fields: Record<string, string[]>): never {
  throw new AppError("validation_failed", Object.values(fields)[0]![0]!, fields);
}

/** The members filters from the query (core §7 parameter names), by the members call's own rules. */
export function audienceFromQuery(query: Record<string, string>): MemberFilters {
  const parsed = parseMemberFilterParams(query);
  return parsed.ok ? parsed.filters : badFilters(parsed.fields);
}

const PARAM_KEYS = Object.fromEntries(Object.entries(MEMBER_FILTER_PARAMS).map(([key, param]) => [param, key]));

/** The members filters of a send's body (an object), checked by the same rules as the query's. */
function audienceFromBody(raw: unknown): MemberFilters {
  const parsed = memberFiltersSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] === undefined ? "" : String(issue.path[0]);
      fields[key ? `audience.${key}` : "audience"] = [key.endsWith("Activity") || !key ? INMAIL_MESSAGES.badFilter : issue.message];
    }
    return badFilters(fields);
  }
  const checked = parseMemberFilterParams(memberFilterParams(parsed.data));
  if (checked.ok) return checked.filters;
  return badFilters(
    Object.fromEntries(Object.entries(checked.fields).map(([param, messages]) => [`audience.${PARAM_KEYS[param]}`, messages])),
  );
}

const messageSchema = inmailSendSchema.pick({ subject: true, body: true });

/** Subject, body and audience of a send, every bad field reported at once. */
function parseSend(raw: Record<string, unknown>): { subject: string; body: string; audience: MemberFilters } {
  let fields: Record<string, string[]> = {};
  const message = messageSchema.safeParse(raw);
  if (!message.success) fields = issuesToFields(message.error.issues);
  let audience: MemberFilters = {};
  try {
    audience = audienceFromBody(raw.audience);
  } catch (error) {
    if (!(error instanceof AppError) || !error.fields) throw error;
    fields = { ...fields, ...error.fields };
  }
  if (!message.success || Object.keys(fields).length > 0) throw new AppError("validation_failed", Object.values(fields)[0]![0]!, fields);
  return { ...message.data, audience };
}

/** The members the filters reach that can be mailed (the sender aside), in list order, and how many more match. */
async function recipientsFor(services: Deps, groupId: string, senderId: string, audience: MemberFilters) {
  const matching = (await memberIdsMatching(services.db, groupId, audience, services.now())).filter((id) => id !== senderId);
  const mailable = await mailableMembers(services.db, groupId, matching);
  return { mailable, excluded: matching.length - mailable.length };
}

export async function audienceOf(services: Deps, user: UserRow, groupId: string, query: Record<string, string>): Promise<InMailAudience> {
  await groupAdministeredBy(services, groupId, user);
  const audience = audienceFromQuery(query);
  const { mailable, excluded } = await recipientsFor(services, groupId, user.id, audience);
  return { count: mailable.length, excluded };
}

const requestKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e]+$/);

/**
 * Sends an InMail: the email, one recipient row per member reached (position = list order, status
 * Sent, a token each) and one queued mail per recipient, all in one transaction. With an
 * `Idempotency-Key` the same sender's repeat (a double click, a retried request) sends nothing more
 * and answers with the first: the unique index on (group, sender, key) decides, however they race.
 */
export async function sendInMail(
  services: Deps,
  user: UserRow,
  groupId: string,
  raw: Record<string, unknown>,
  idempotencyKey: string | undefined,
): Promise<{ created: boolean; email: InMailSummary }> {
  await groupAdministeredBy(services, groupId, user);
  const key = idempotencyKey === undefined ? null : requestKeySchema.safeParse(idempotencyKey).data;
  if (key === undefined) throw new AppError("bad_request", "The Idempotency-Key header must be 1 to 200 visible characters.");
  const input = parseSend(raw);
  const earlier = key ? await emailByRequestKey(services.db, groupId, user.id, key) : undefined;
  if (earlier) return { created: false, email: await summaryOf(services, groupId, earlier.id) };

  const { mailable } = await recipientsFor(services, groupId, user.id, input.audience);
  if (mailable.length === 0)
    throw new AppError("validation_failed", INMAIL_MESSAGES.noRecipients, { audience: [INMAIL_MESSAGES.noRecipients] });
  const email = { id: crypto.randomUUID(), groupId, createdAt: services.now().toISOString() };
  const created = await services.db.transaction().execute(async (trx) => {
    const inserted = await insertEmail(trx, {
      ...email,
      createdBy: user.id,
      subject: input.subject,
      body: input.body,
      audience: JSON.stringify(input.audience),
      recipientCount: mailable.length,
      requestKey: key,
    });
    if (!inserted) return false;
    const recipients = mailable.map((member) => ({ userId: member.id, token: newRecipientToken() }));
    await insertRecipients(trx, email, recipients);
    for (const recipient of recipients) await services.jobs.enqueue(inmailSendJob, { token: recipient.token }, { db: trx });
    return true;
  });
  const id = created ? email.id : (await emailByRequestKey(services.db, groupId, user.id, key!))!.id;
  return { created, email: await summaryOf(services, groupId, id) };
}

const statusOf = (value: string | null) => INMAIL_STATUSES.find((status) => status === value) ?? "Sent";

function audienceOfRow(json: string): MemberFilters {
  try {
    return memberFiltersSchema.catch({}).parse(JSON.parse(json));
  } catch {
    return {};
  }
}

function toSummary(row: EmailSummaryRow): InMailSummary {
  return {
    id: row.id,
    groupId: row.group_id,
    subject: row.subject,
    createdAt: row.created_at,
    sentBy: row.sent_by ?? "",
    recipientCount: Number(row.recipient_count),
    // Core §4: an InMail's status is its first recipient's.
    status: statusOf(row.first_status),
    firstRecipient: row.first_id ? { userId: row.first_id, name: row.first_name ?? "" } : null,
  };
}

async function summaryOf(services: Pick<Services, "db">, groupId: string, emailId: string): Promise<InMailSummary> {
  const row = await emailOfGroup(services.db, groupId, emailId);
  if (!row) throw notFound(INMAIL_MESSAGES.notFound);
  return toSummary(row);
}

export async function listInMails(services: Deps, user: UserRow, groupId: string, page: Page) {
  await groupAdministeredBy(services, groupId, user);
  const { total, rows } = await emailsPage(services.db, groupId, page);
  return { data: rows.map(toSummary), meta: pageMeta(total, page) };
}

/** One InMail of the group with every recipient; another group's email is 404 like one that doesn't exist. */
export async function inMailDetail(services: Deps, user: UserRow, groupId: string, emailId: string): Promise<InMailDetail> {
  await groupAdministeredBy(services, groupId, user);
  const row = UUID_SHAPED.test(emailId) ? await emailOfGroup(services.db, groupId, emailId) : undefined;
  if (!row) throw notFound(INMAIL_MESSAGES.notFound);
  const recipients = await emailRecipients(services.db, row.id);
  return {
    ...toSummary(row),
    body: row.body,
    audience: audienceOfRow(row.audience),
    recipients: recipients.map((r) => ({
      userId: r.recipient_id,
      name: `${r.first_name} ${r.last_name}`.trim(),
      position: r.position,
      status: statusOf(r.status),
      sentAt: r.sent_at,
      openedAt: r.opened_at,
      clickedAt: r.clicked_at,
      unsubscribedAt: r.unsubscribed_at,
      bouncedAt: r.bounced_at,
      bounceReason: r.bounce_reason,
    })),
  };
}
