import type { BookingEventName } from "@kora/shared/contracts/realtime.ts";
import { BOOKING_STATUSES } from "@kora/shared/domain/bookings/lifecycle.ts";
import { JOIN_OPENS_MINUTES } from "@kora/shared/domain/bookings/lifecycle.ts";
import { mailGreeting } from "../../../adapters/mail/mail-content.ts";
import type { MailContent, MailLink } from "../../../adapters/mail/mail-layout.ts";
import {
  actor,
  type BookingMailFacts,
  expiryFact,
  fullName,
  isFree,
  lengthFact,
  localeOf,
  type MailBookingsTranslator,
  money,
  paidFacts,
  priceFact,
  reasonFact,
  roleOf,
  refundedValue,
  settledFacts,
  timesFact,
  when,
  whenFact,
  withFact,
  wordsFor,
} from "./booking-mail-facts.ts";

/** A booking mail's subject and content, before it is rendered to HTML and text. */
export type BookingMailWords = MailContent & { subject: string };

const open = (f: BookingMailFacts, t: MailBookingsTranslator, label = t.t("action.open")): MailLink => ({ label, url: f.links.booking });
const join = (f: BookingMailFacts, t: MailBookingsTranslator): MailLink => ({ label: t.t("action.join"), url: f.links.join });

/** Someone's own words, attributed from the recipient's side ("Your message" / "Ada's message"). */
function quoted(f: BookingMailFacts, byId: string | null, text: string | null): BookingMailWords["quote"] {
  if (!text?.trim()) return undefined;
  const t = wordsFor(f);
  const who = actor(f, byId);
  const by = {
    system: () => t.t("quote.why"),
    you: () => t.t("quote.yours"),
    other: () => t.t("quote.theirs", { name: f.other.first_name }),
    admin: () => t.t("quote.admin"),
  }[who]();
  return { by, text: text.trim() };
}

/** A booking status as the update mail words it ("pending approval"). */
const statusWords = (t: MailBookingsTranslator, status: string) =>
  (BOOKING_STATUSES as readonly string[]).includes(status)
    ? t.t(`status.${status as (typeof BOOKING_STATUSES)[number]}`)
    : status.replace(/-/g, " ");

/**
 * What each booking event says to one party, from their side and in their language: times in their
 * zone (zone named), who did what, the money, and the join link where there is a call to join. Null: no mail.
 */
export function bookingMailWords(event: BookingEventName, f: BookingMailFacts): BookingMailWords | null {
  const b = f.booking;
  const t = wordsFor(f);
  const other = f.other.first_name;
  const card = f.cardTitle;
  const role = roleOf(f);
  const base = { greeting: mailGreeting(f.recipient.first_name, localeOf(f)), locale: localeOf(f) };
  const opensNote = t.t("opensNote", { minutes: JOIN_OPENS_MINUTES });
  switch (event) {
    case "PendingApproval": {
      const mine = b.created_by === f.recipient.id;
      const facts = [
        timesFact(f, mine ? t.t("fact.timesYouSuggested") : t.t("fact.suggestedTimes")),
        lengthFact(f),
        withFact(f),
        priceFact(f),
      ];
      return mine
        ? {
            ...base,
            subject: t.t("pending.mine.subject", { other }),
            title: t.t("pending.mine.title", { other }),
            paragraphs: [
              t.t("pending.mine.sent", { card, other }),
              isFree(f) ? t.t("pending.mine.free") : t.t("pending.mine.chargedIfConfirmed"),
            ],
            facts: [...facts, ...expiryFact(f, t.t("fact.canAnswerUntil", { other }))],
            actions: [open(f, t)],
          }
        : {
            ...base,
            subject: t.t("pending.theirs.subject", { other }),
            title: t.t("pending.theirs.title", { other }),
            paragraphs: [t.t("pending.theirs.lead", { other, card })],
            quote: b.discussion_topic.trim() ? { by: t.t("quote.topic", { name: other }), text: b.discussion_topic.trim() } : undefined,
            facts: [...facts, ...expiryFact(f, t.t("fact.answerBy"))],
            actions: [open(f, t, t.t("action.answer"))],
            notes: [t.t("pending.theirs.expires")],
          };
    }
    case "SuggestedTimes": {
      // The side not awaited made this proposal; while a confirmed booking is being moved, its old time is "was".
      const mine = b.awaiting_from !== role;
      const author = mine ? f.recipient.id : f.other.id;
      const message = quoted(f, author, b.last_message);
      const was = b.rescheduled_by && b.start_ms !== null ? when(f, b.start_ms) : undefined;
      const answerBy = expiryFact(f, mine ? t.t("fact.canAnswerUntil", { other }) : t.t("fact.answerBy"));
      if (b.rescheduled_by === author) {
        const title = mine ? t.t("reschedule.mine.title", { other }) : t.t("reschedule.theirs.title", { other });
        return {
          ...base,
          subject: title,
          title,
          paragraphs: [
            mine ? t.t("reschedule.mine.lead", { other, card }) : t.t("reschedule.theirs.lead", { other, card }),
            t.t("reschedule.noneAccepted"),
          ],
          quote: message,
          facts: [timesFact(f, t.t("fact.newTimes"), was), lengthFact(f), ...answerBy],
          actions: [open(f, t, mine ? t.t("action.open") : t.t("action.chooseNewTime"))],
        };
      }
      return {
        ...base,
        subject: mine ? t.t("suggested.mine.subject", { other }) : t.t("suggested.theirs.subject", { other }),
        title: mine ? t.t("suggested.mine.title", { other }) : t.t("suggested.theirs.subject", { other }),
        paragraphs: [mine ? t.t("suggested.mine.lead", { card, other }) : t.t("suggested.theirs.lead", { other, card })],
        quote: message,
        facts: [timesFact(f, t.t("fact.suggestedTimes"), was), lengthFact(f), ...answerBy],
        actions: [open(f, t, mine ? t.t("action.open") : t.t("action.chooseTime"))],
      };
    }
    case "Confirmed": {
      const who = actor(f, b.confirmed_by);
      const lead =
        b.instant_booking === 1
          ? t.t("confirmed.instant", { card, other })
          : who === "you"
            ? t.t("confirmed.byYou", { card, other })
            : t.t("confirmed.byThem", { who: who === "admin" ? "admin" : "other", name: other, card });
      return {
        ...base,
        subject:
          b.start_ms === null ? t.t("confirmed.subject", { other }) : t.t("confirmed.subjectAt", { other, when: when(f, b.start_ms) }),
        title: t.t("confirmed.title", { other }),
        paragraphs: [lead],
        facts: [...whenFact(f), lengthFact(f), withFact(f), ...paidFacts(f)],
        actions: [join(f, t), open(f, t)],
        notes: [opensNote, t.t("confirmed.invite")],
      };
    }
    case "CancelledProvisional":
      return {
        ...base,
        subject: t.t("cancelledRequest.subject", { other }),
        title: t.t("cancelledRequest.title"),
        paragraphs: [t.t("cancelledRequest.lead", { who: actor(f, b.cancelled_by), name: other, card })],
        quote: quoted(f, b.cancelled_by, b.cancel_message),
        facts: [...reasonFact(f), withFact(f)],
        actions: [open(f, t)],
      };
    case "ProvisionalRequestExpired":
      return {
        ...base,
        subject: t.t("expired.subject", { other }),
        title: t.t("expired.title"),
        paragraphs: [t.t("expired.lead", { card })],
        facts: [timesFact(f, t.t("fact.timesThatWereSuggested")), withFact(f)],
        actions: [open(f, t)],
      };
    case "CancelledConfirmed":
      return {
        ...base,
        subject: t.t("cancelled.subject", { other }),
        title: t.t("cancelled.title", { other }),
        paragraphs: [t.t("cancelled.lead", { who: actor(f, b.cancelled_by), name: other, card, other })],
        quote: quoted(f, b.cancelled_by, b.cancel_message),
        facts: [
          ...(b.start_ms === null ? [] : [{ label: t.t("fact.when"), value: t.t("fact.cancelled"), was: when(f, b.start_ms) }]),
          withFact(f),
          ...reasonFact(f),
          ...settledFacts(f),
        ],
        actions: [open(f, t)],
        notes: [
          ...(role === "learner" && b.refunded_minor > 0 ? [t.t("cancelled.refundDays")] : []),
          ...(b.start_ms === null ? [] : [t.t("cancelled.calendarUpdate")]),
        ],
      };
    case "Completed":
      return {
        ...base,
        subject: t.t("completed.subject", { other }),
        title: t.t("completed.subject", { other }),
        paragraphs: [role === "learner" ? t.t("completed.learner", { card }) : t.t("completed.advisor", { card, other })],
        facts: [...whenFact(f), lengthFact(f), ...paidFacts(f)],
        actions: [open(f, t, t.t("action.review"))],
      };
    case "StartsInTenMinutes":
      return {
        ...base,
        subject: t.t("soon.subject", { other }),
        title: t.t("soon.title", { other }),
        paragraphs: [t.t("soon.lead", { card, other })],
        facts: [...whenFact(f), lengthFact(f)],
        actions: [join(f, t), open(f, t)],
      };
    case "PaymentRequired": {
      const due = b.payment_due_ms === null ? null : when(f, b.payment_due_ms);
      const failure = b.payment_failure ? b.payment_failure.replace(/\.?$/, ".") : t.t("payment.learner.failureUnknown");
      return role === "learner"
        ? {
            ...base,
            subject: t.t("payment.learner.subject", { other }),
            title: t.t("payment.learner.title"),
            paragraphs: [
              t.t("payment.learner.failed", { other, card, failure }),
              due === null ? t.t("payment.learner.complete") : t.t("payment.learner.completeBy", { due }),
            ],
            facts: [...whenFact(f), { label: t.t("fact.toPay"), value: money(f, f.price.total) }],
            actions: [open(f, t, t.t("action.pay"))],
          }
        : {
            ...base,
            subject: t.t("payment.advisor.title", { other }),
            title: t.t("payment.advisor.title", { other }),
            paragraphs: [
              t.t("payment.advisor.failed", { card, other }),
              due === null ? t.t("payment.advisor.waiting") : t.t("payment.advisor.waitingUntil", { due }),
            ],
            facts: [...whenFact(f), lengthFact(f)],
            actions: [open(f, t)],
          };
    }
    case "PaymentCompleted":
      return {
        ...base,
        subject: t.t("paid.subject", { other }),
        title: t.t("paid.title"),
        paragraphs: [t.t("paid.lead", { card })],
        facts: [...whenFact(f), ...paidFacts(f)],
        actions: [join(f, t), open(f, t)],
        notes: [opensNote],
      };
    case "Refunded": {
      const amount = money(f, b.refunded_minor);
      const learner = role === "learner";
      return {
        ...base,
        subject: learner ? t.t("refund.learner.subject", { other }) : t.t("refund.advisor.subject", { other }),
        title: learner ? t.t("refund.learner.title", { amount }) : t.t("refund.advisor.title", { other, amount }),
        paragraphs: [learner ? t.t("refund.learner.lead", { amount, card }) : t.t("refund.advisor.lead", { amount, card, other })],
        facts: [
          { label: t.t("fact.refunded"), value: refundedValue(f, b.refunded_minor) },
          { label: t.t("fact.why"), value: f.refundReason ?? t.t("fact.seeBooking") },
        ],
        actions: [open(f, t)],
      };
    }
    case "BookingUpdated":
      return {
        ...base,
        subject: t.t("updated.subject", { other }),
        title: t.t("updated.subject", { other }),
        paragraphs: [t.t("updated.lead", { card, status: statusWords(t, b.status) })],
        facts: [...whenFact(f), { label: t.t("fact.with"), value: fullName(f.other) }],
        actions: [open(f, t)],
      };
  }
}
