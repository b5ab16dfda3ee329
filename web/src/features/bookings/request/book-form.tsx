import { useCallback, useMemo, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { appPath } from "@kora/shared/brand.ts";
import { DISCUSSION_TOPIC_MIN_LENGTH } from "@kora/shared/contracts/bookings.ts";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import type { FieldErrors } from "@kora/shared/contracts/errors.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { TEXT_LIMITS, tooLong } from "@kora/shared/domain/validation/text-limit.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { Button } from "../../../ui/button.tsx";
import fieldStyles from "../../../ui/field.module.css";
import { formatCount } from "../../../ui/text-field.tsx";
import { VoucherField } from "../../credits/credits.api.ts";
import { createBooking, newIdempotencyKey, priceQuery, slotsQuery } from "../bookings.client.ts";
import { useBookingAction } from "../use-booking-action.ts";
import { RecordingSharingField } from "./recording-sharing-field.tsx";
import { PaymentChooser } from "./payment-chooser.tsx";
import { PriceSummary } from "./price-summary.tsx";
import { ProBonoOption, useProBonoChoice } from "./pro-bono-option.tsx";
import {
  effectiveExpiry,
  expiryChoices,
  idempotencyKeyFor,
  requestBody,
  validateDraft,
  type ExpiryValue,
  type RequestDraft,
  type RequestField,
} from "./request-form.ts";
import { SlotPicker } from "../../../ui/slot-picker/slot-picker.tsx";
import { weekBounds, weekOf } from "../../../ui/slot-picker/week-paging.ts";
import styles from "./request.module.css";
import { FieldError, firstMessages, useFieldErrors } from "../../../ui/field-errors.tsx";

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

/** The request form of the book page: length, times, topic, expiry, price, payment, send. */
export function BookForm({ card, me }: { card: CardDetail; me: Me }) {
  const navigate = useNavigate();
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
      const changed = { times: "preferredTimes", topic: "discussionTopic", paymentMethodId: "paymentMethodId", expiry: "expiry" } as const;
      clearErrors(...Object.entries(changed).flatMap(([key, field]) => (key in patch ? [field] : [])));
    },
    [clearErrors],
  );
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
  const choices = useMemo(() => expiryChoices(draft.times, Date.now(), timezone), [draft.times, timezone]);
  const expiry = effectiveExpiry(choices, draft.expiry);
  // Past its limit the topic says so as it's typed (nothing is cut); the other checks wait for Send.
  const topicError = errors.discussionTopic ?? tooLong(draft.topic, TEXT_LIMITS.discussionTopic) ?? undefined;

  /** A 422 on the request's own fields: marked, and the first on the page toasted and scrolled to. */
  const showServerErrors = (fields: FieldErrors) => fieldErrors.report(firstMessages(fields, requestFieldOf));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action.busy) return;
    const current = { ...draft, instant, proBono };
    const found = validateDraft(current, paid);
    if (fieldErrors.report(found)) return;
    const body = requestBody(card.id, current, expiry, paid);
    const sent = idempotencyKeyFor(attempt.current, JSON.stringify(body), newIdempotencyKey);
    attempt.current = sent;
    // A session that ended while the form was open logs in and comes back to this card (useBookingAction).
    void action.run("request", () => createBooking(body, sent.key), {
      cardId: card.id,
      success: () => (instant ? `Booked! ${card.user.firstName} will see you then.` : `Request sent to ${card.user.firstName}`),
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

  const chargeNote = instant
    ? "Your card is charged when you book: an instant booking is confirmed straight away."
    : "You're only charged when the advisor confirms.";

  return (
    <form className={styles.layout} onSubmit={submit} noValidate>
      <div className={styles.main}>
        <section className={styles.step} aria-labelledby="book-duration-title" id="book-duration">
          <h2 id="book-duration-title">Session length</h2>
          <div className={styles.pills} role="radiogroup" aria-labelledby="book-duration-title">
            {card.durations.map((minutes) => (
              <label key={minutes} className={styles.pill}>
                <input
                  type="radio"
                  name="duration"
                  checked={draft.duration === minutes}
                  onChange={() => update({ duration: minutes, times: [] })}
                />
                <span>{formatDuration(minutes)}</span>
              </label>
            ))}
          </div>
        </section>

        {instantOffered && (
          <section className={styles.step} aria-labelledby="book-mode-title">
            <h2 id="book-mode-title">How to book</h2>
            <div className={styles.modes}>
              <label className={styles.mode}>
                <input type="radio" name="mode" checked={!draft.instant} onChange={() => update({ instant: false })} />
                <span>
                  <strong>Request times</strong>
                  <span>Suggest up to 3 times; {card.user.firstName} confirms one.</span>
                </span>
              </label>
              <label className={styles.mode}>
                <input
                  type="radio"
                  name="mode"
                  checked={draft.instant}
                  onChange={() => update({ instant: true, times: draft.times.slice(0, 1) })}
                />
                <span>
                  <strong>Book instantly</strong>
                  <span>Pick one time; it's confirmed straight away.</span>
                </span>
              </label>
            </div>
          </section>
        )}

        <section className={styles.step} aria-labelledby="book-times-title" id="book-times">
          <h2 id="book-times-title">{instant ? "Choose a time" : "Choose up to 3 times"}</h2>
          <SlotPicker
            slots={(from, to) => slotsQuery(card.id, draft.duration, from, to)}
            duration={draft.duration}
            viewerTimezone={timezone}
            selected={draft.times}
            onChange={(times) => update({ times })}
            max={instant ? 1 : 3}
          />
          <FieldError id="book-times-error" message={errors.preferredTimes} />
        </section>

        <section className={styles.step} aria-labelledby="book-topic-title">
          <h2 id="book-topic-title">What would you like to discuss?</h2>
          <textarea
            id="book-topic"
            name="discussionTopic"
            className={`${fieldStyles.control} ${styles.textarea}`}
            rows={5}
            value={draft.topic}
            onChange={(event) => update({ topic: event.target.value })}
            aria-labelledby="book-topic-title"
            aria-describedby="book-topic-hint book-topic-error"
            aria-invalid={topicError ? true : undefined}
            placeholder={`A few lines so ${card.user.firstName} can prepare: your situation, what you'd like to get out of the session.`}
          />
          <p className={fieldStyles.hint} id="book-topic-hint">
            {formatCount(draft.topic.trim().length)} / {formatCount(TEXT_LIMITS.discussionTopic.max)} characters (at least{" "}
            {DISCUSSION_TOPIC_MIN_LENGTH})
          </p>
          <FieldError id="book-topic-error" message={topicError} />
        </section>

        <RecordingSharingField value={draft.recordingSharing} onChange={(recordingSharing) => update({ recordingSharing })} />

        {paid && (
          <section className={styles.step} aria-labelledby="book-payment-title" id="book-payment">
            <h2 id="book-payment-title">Payment</h2>
            <PaymentChooser value={draft.paymentMethodId} onChange={setPaymentMethod} error={errors.paymentMethodId} note={chargeNote} />
            <VoucherField currency={price.data?.currency ?? card.currency} total={price.data ? price.data.total : null} />
          </section>
        )}
      </div>

      <aside className={styles.aside} aria-label="Summary">
        <div className={styles.summary}>
          <h2>Summary</h2>
          <p className={styles.summaryLine}>
            {formatDuration(draft.duration)} with {card.user.firstName} ·{" "}
            {draft.times.length === 0
              ? "no time chosen yet"
              : instant
                ? "1 time"
                : `${draft.times.length} ${draft.times.length === 1 ? "time" : "times"} suggested`}
          </p>
          {!instant && choices.length === 1 && (
            <div className={styles.expiryFixed} id="book-expiry">
              <strong>Request expires</strong>
              <span>{choices[0]!.label}</span>
              <p className={fieldStyles.hint}>
                Your earliest time is less than 48 hours away, so {card.user.firstName} can answer until then.
              </p>
              <FieldError id="book-expiry-error" message={errors.expiry} />
            </div>
          )}
          {!instant && choices.length > 1 && (
            <div className={fieldStyles.field}>
              <label className={fieldStyles.label} htmlFor="book-expiry">
                Request expires after
              </label>
              <select
                id="book-expiry"
                className={fieldStyles.control}
                value={String(expiry)}
                onChange={(event) =>
                  update({ expiry: (event.target.value === "exact" ? "exact" : Number(event.target.value)) as ExpiryValue })
                }
                aria-describedby="book-expiry-hint"
              >
                {choices.map((choice) => (
                  <option key={String(choice.value)} value={String(choice.value)}>
                    {choice.label}
                  </option>
                ))}
              </select>
              <p className={fieldStyles.hint} id="book-expiry-hint">
                If {card.user.firstName} hasn't answered by then, the request lapses and nothing is charged.
              </p>
              <FieldError id="book-expiry-error" message={errors.expiry} />
            </div>
          )}
          <ProBonoOption
            choice={proBonoOffer}
            firstName={card.user.firstName}
            duration={draft.duration}
            checked={draft.proBono}
            onChange={(checked) => update({ proBono: checked })}
          />
          <PriceSummary price={price.data} duration={draft.duration} loading={price.isPending} />
          {paid && <p className={styles.chargeNote}>{chargeNote}</p>}
          <Button type="submit" size="large" block busy={action.busy !== null}>
            {instant ? "Book instantly" : "Send request"}
          </Button>
        </div>
      </aside>
    </form>
  );
}
