import type { z } from "zod";
import type { createBookingSchema } from "@kora/shared/contracts/bookings.ts";
import type { CardRow } from "../cards/cards.table.ts";
import type { AdvisorTimeHold } from "../pro-bono/pro-bono.service.ts";
import type { UserRow } from "../users/users.table.ts";
import type { cardPrice, learnerCard } from "./booking-money.ts";
import type { BookingRow } from "./bookings.table.ts";

/** Who a new booking is between, and who answers first. */
export interface Parties {
  learner: UserRow;
  facilitatedBy: string | null;
  awaitingFrom: "advisor" | "learner";
  invited: boolean;
}

/** A request's fingerprints: its Idempotency-Key and hash, and the basis for spotting a keyless repeat. */
export interface RequestPrint {
  key: string | null;
  hash: string;
  dedupeKey: string;
  sinceIso: string;
}

/** What a request settles before anything is written: who, when, at what price, paid how, instant or not. */
export interface BookingTerms {
  card: CardRow;
  advisor: UserRow;
  parties: Parties;
  starts: number[];
  hold: AdvisorTimeHold;
  price: Awaited<ReturnType<typeof cardPrice>>;
  method: Awaited<ReturnType<typeof learnerCard>>;
  instant: boolean;
  expiresAt: number | null;
  now: Date;
}

/** Where every new booking starts: nothing charged, credited, refunded, recorded, rescheduled or cancelled yet. */
const FRESH = {
  rescheduled_by: null,
  last_message: "",
  cancel_message: null,
  cancel_reason: null,
  cancelled_by: null,
  payment_due_ms: null,
  payment_failure: null,
  late_cancellation: 0,
  charged_minor: 0,
  credit_minor: 0,
  refunded_minor: 0,
  recorded: 0,
  recording_owner_id: null,
  primary_video_id: null,
  both_in_video_seconds: 0,
  version: 1,
} as const;

/** The row a request writes: an instant booking confirmed at its first time, any other waiting for an answer. */
export function newBookingRow(
  user: UserRow,
  input: z.output<typeof createBookingSchema>,
  terms: BookingTerms,
  print: RequestPrint,
): BookingRow {
  const { card, parties, instant, price, method } = terms;
  const start = terms.starts[0]!;
  const nowIso = terms.now.toISOString();
  return {
    ...FRESH,
    id: crypto.randomUUID(),
    card_id: card.id,
    advisor_id: terms.advisor.id,
    learner_id: parties.learner.id,
    created_by: user.id,
    facilitated_by: parties.facilitatedBy,
    status: instant ? "confirmed" : "pending-approval",
    awaiting_from: instant ? null : parties.awaitingFrom,
    start_ms: instant ? start : null,
    end_ms: instant ? start + input.duration * 60_000 : null,
    duration: input.duration,
    request_expires_at_ms: terms.expiresAt,
    instant_booking: instant ? 1 : 0,
    discussion_topic: input.discussionTopic,
    confirmed_by: instant ? user.id : null,
    confirmed_at: instant ? nowIso : null,
    price: JSON.stringify(price),
    currency: card.currency,
    use_pro_bono: price.free && card.rate > 0 ? 1 : 0,
    payment_method_id: method?.id ?? null,
    payment_status: method ? "card-saved" : "none",
    recording_sharing: input.recordingSharing,
    idempotency_key: print.key,
    request_hash: print.hash,
    dedupe_key: print.dedupeKey,
    created_at: nowIso,
    updated_at: nowIso,
  };
}
