import { useCallback, useMemo, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { appPath } from "@kora/shared/brand.ts";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import type { FieldErrors } from "@kora/shared/contracts/errors.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { bookingsMessages } from "@kora/shared/i18n/messages/bookings.ts";
import { bookingsRequestMessages } from "@kora/shared/i18n/messages/bookings-request.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { firstMessages, useFieldErrors } from "../../../ui/field-errors.tsx";
import { weekBounds, weekOf } from "../../../ui/slot-picker/week-paging.ts";
import { createBooking, newIdempotencyKey, priceQuery, slotsQuery } from "../bookings.client.ts";
import { tooLongIn } from "../booking-validation.ts";
import { useBookingAction } from "../use-booking-action.ts";
import { useProBonoChoice } from "./pro-bono-option.tsx";
import {
  effectiveExpiry,
  expiryChoices,
  idempotencyKeyFor,
  requestBody,
  validateDraft,
  type RequestDraft,
  type RequestField,
} from "./request-form.ts";

/** Where each field's error is shown, in page order (core §5: the first one is toasted and scrolled to). */
const FIELD_TARGETS: Record<RequestField, string> = {
  duration: "book-duration",
  preferredTimes: "book-times",
  discussionTopic: "book-topic",
  expiry: "book-expiry",
  paymentMethodId: "book-payment",
};
const FIELD_ORDER: RequestField[] = ["duration", "preferredTimes", "discussionTopic", "expiry", "paymentMethodId"];

const locateField = (field: RequestField) => document.getElementById(FIELD_TARGETS[field]);
const requestFieldOf = (name: string) => ((FIELD_ORDER as string[]).includes(name) ? (name as RequestField) : null);

/** A changed draft field clears the error shown on it. */
const ERROR_OF_DRAFT = { times: "preferredTimes", topic: "discussionTopic", paymentMethodId: "paymentMethodId", expiry: "expiry" } as const;

/**
 * The book form's state and its send: the draft, what the advisor offers (instant booking, pro-bono
 * credit), the price, the expiry choices, field errors (checked here first, then by the server's 422)
 * and one idempotency key per distinct request, kept while only a lost answer is retried.
 */
export function useBookRequest(card: CardDetail, me: Me) {
  const navigate = useNavigate();
  const tb = useT(bookingsMessages);
  const t = useT(bookingsRequestMessages);
  const timezone = me.timezone;
  const [draft, setDraft] = useState<RequestDraft>({
    duration: card.durations[0] ?? 30,
    times: [],
    topic: "",
    expiry: null,
    instant: false,
    proBono: false,
    paymentMethodId: null,
    recordingSharing: "private",
  });
  const fieldErrors = useFieldErrors(FIELD_ORDER, locateField);
  const { errors, clear: clearErrors } = fieldErrors;
  const action = useBookingAction();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const update = useCallback(
    (patch: Partial<RequestDraft>) => {
      setDraft((current) => ({ ...current, ...patch }));
      clearErrors(...Object.entries(ERROR_OF_DRAFT).flatMap(([key, field]) => (key in patch ? [field] : [])));
    },
    [clearErrors],
  );
  // Stable: the payment chooser picks the default card in an effect that depends on it.
  const setPaymentMethod = useCallback((id: string | null) => update({ paymentMethodId: id }), [update]);

  // The first week's answer (shared with the picker's cache) says whether this advisor takes instant bookings.
  const firstWeek = useMemo(() => weekOf(weekBounds(Date.now(), timezone).first, timezone), [timezone]);
  const meta = useQuery(slotsQuery(card.id, draft.duration, firstWeek.from, firstWeek.to)).data?.meta;
  const instantOffered = Boolean(meta?.instantBooking);
  const instant = instantOffered && draft.instant;
  // Pro-bono credit counts only while the advisor has the minutes for the chosen times' months.
  const proBonoOffer = useProBonoChoice(card, draft.times, draft.duration);
  const proBono = draft.proBono && proBonoOffer?.kind === "available";
  const price = useQuery(priceQuery(card.id, draft.duration, proBono));
  const paid = price.data ? !price.data.free : card.rate > 0 && !proBono;
  const choices = useMemo(() => expiryChoices(draft.times, Date.now(), timezone, t), [draft.times, timezone, t]);
  const expiry = effectiveExpiry(choices, draft.expiry);
  // Past its limit the topic says so as it's typed (nothing is cut); the other checks wait for Send.
  const topicError = errors.discussionTopic ?? tooLongIn(draft.topic, TEXT_LIMITS.discussionTopic, tb) ?? undefined;

  /** A 422 on the request's own fields: marked, and the first on the page toasted and scrolled to. */
  const showServerErrors = (fields: FieldErrors) => fieldErrors.report(firstMessages(fields, requestFieldOf));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action.busy) return;
    const current = { ...draft, instant, proBono };
    const found = validateDraft(current, paid, tb);
    if (fieldErrors.report(found)) return;
    const body = requestBody(card.id, current, expiry, paid);
    const sent = idempotencyKeyFor(attempt.current, JSON.stringify(body), newIdempotencyKey);
    attempt.current = sent;
    // A session that ended while the form was open logs in and comes back to this card (useBookingAction).
    void action.run("request", () => createBooking(body, sent.key), {
      cardId: card.id,
      success: () => t.t(instant ? "toast.booked" : "toast.sent", { name: card.user.firstName }),
      onSuccess: (booking) => {
        attempt.current = null;
        navigate(appPath(`bookings/${booking.id}`));
      },
      fields: showServerErrors,
      // Only a lost answer (no response at all) is retried with the same key; a refusal made nothing.
      onFailure: (error) => {
        if (!isApiError(error) || error.status !== 0) attempt.current = null;
      },
    });
  };

  return {
    draft,
    update,
    setPaymentMethod,
    errors,
    topicError,
    instantOffered,
    instant,
    proBonoOffer,
    price,
    paid,
    choices,
    expiry,
    busy: action.busy !== null,
    submit,
  };
}
