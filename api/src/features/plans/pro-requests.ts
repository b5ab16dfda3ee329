import { PLAN_MESSAGES, type ProRequestDto, proRequestMessageSchema } from "@kora/shared/contracts/plans.ts";
import { PLANS } from "@kora/shared/domain/plans/plans.ts";
import { AppError, invalidField, notFound } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { findUserById } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { mailProAnswered, mailProRequest } from "./plan-mails.ts";
import {
  decideProRequest,
  findProRequest,
  insertProRequest,
  insertSubscription,
  proRequestsWithUsers,
  runningSubscriptions,
} from "./plans.repository.ts";
import type { ProRequestRow } from "./plans.table.ts";
import { planEvent } from "./plan-events.ts";

/** Pro is on request (public-site §1: beta): the request goes to staff, one pending per person. */
export async function requestPro(
  services: Pick<Services, "config" | "db" | "now" | "outbox">,
  user: UserRow,
  message: string | undefined,
): Promise<ProRequestRow> {
  const parsed = proRequestMessageSchema.safeParse(message ?? "");
  if (!parsed.success) throw invalidField("message", PLAN_MESSAGES.proMessage);
  if ((await runningSubscriptions(services.db, user.id)).some((row) => row.slug === PLANS.pro.slug))
    throw new AppError("conflict", PLAN_MESSAGES.alreadySubscribed);
  const row: ProRequestRow = {
    id: crypto.randomUUID(),
    user_id: user.id,
    message: parsed.data,
    status: "pending",
    decided_by: null,
    decided_at: null,
    created_at: services.now().toISOString(),
  };
  if (!(await insertProRequest(services.db, row))) throw new AppError("conflict", PLAN_MESSAGES.proPending);
  await mailProRequest(services, user, row.message);
  return row;
}

export async function listProRequests(services: Pick<Services, "db">): Promise<ProRequestDto[]> {
  return (await proRequestsWithUsers(services.db)).map((row) => ({
    id: row.id,
    userId: row.user_id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    message: row.message,
    status: row.status,
    createdAt: row.created_at,
  }));
}

/**
 * Staff answer a request once. Approving gives Pro at once: a subscription kept by staff (billed
 * outside the app while Pro is in beta), ended like any other by a downgrade.
 */
export async function answerProRequest(
  services: Pick<Services, "config" | "db" | "hub" | "now" | "outbox">,
  staff: UserRow,
  id: string,
  approve: boolean,
): Promise<void> {
  const request = await findProRequest(services.db, id);
  if (!request) throw notFound();
  const nowIso = services.now().toISOString();
  if (!(await decideProRequest(services.db, id, approve ? "approved" : "declined", staff.id, nowIso)))
    throw new AppError("conflict", PLAN_MESSAGES.proDecided);
  if (approve)
    await insertSubscription(services.db, {
      id: crypto.randomUUID(),
      user_id: request.user_id,
      slug: PLANS.pro.slug!,
      started_at: nowIso,
      status: "active",
      provider: "staff",
      provider_ref: null,
      amount: 0,
      currency: null,
      trial_end: null,
      current_period_end: null,
    });
  const user = await findUserById(services.db, request.user_id);
  if (user) await mailProAnswered(services, user, approve);
  planEvent(services, request.user_id, "pro", approve ? "pro-approved" : "pro-declined");
}
