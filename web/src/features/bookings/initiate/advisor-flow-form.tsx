import { useCallback, useEffect, useMemo, useRef } from "react";
import { useNavigate } from "react-router-dom";
import type { Me } from "@kora/shared/contracts/users.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { bookingsMessages } from "@kora/shared/i18n/messages/bookings.ts";
import { bookingsInitiateMessages } from "@kora/shared/i18n/messages/bookings-initiate.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { useKoraForm } from "../../../lib/forms/use-kora-form.ts";
import { LEAVE_WITHOUT_ASKING, UnsavedChangesPrompt } from "../../../lib/forms/unsaved-changes.tsx";
import { Button } from "../../../ui/button.tsx";
import { FieldRow, SelectField, TextAreaField, TextField } from "../../../ui/text-field.tsx";
import { SlotPicker } from "../../../ui/slot-picker/slot-picker.tsx";
import { bookingPaths } from "../booking-paths.ts";
import { createBooking, newIdempotencyKey, type BookableCard, type Contact, slotsQuery } from "../bookings.client.ts";
import { ExpiryField } from "../manage/expiry-field.tsx";
import { useBookingAction } from "../use-booking-action.ts";
import {
  advisorBookingBody,
  advisorFlowSchema,
  emptyAdvisorFlow,
  type AdvisorFlow,
  type AdvisorFlowOutput,
  type AdvisorFlowValues,
} from "./initiate-forms.ts";
import styles from "./initiate.module.css";

/**
 * The advisor-initiated booking form (you-suggest-time, already-agreed, invite-someone): who, which card
 * and length, the times from that card's free slots, the topic and (unless agreed) when it expires.
 */
export function AdvisorFlowForm({ flow, me, cards, contacts }: { flow: AdvisorFlow; me: Me; cards: BookableCard[]; contacts: Contact[] }) {
  const t = useT(bookingsInitiateMessages);
  const tb = useT(bookingsMessages);
  const schema = useMemo(() => advisorFlowSchema(flow, tb), [flow, tb]);
  const navigate = useNavigate();
  const attemptKey = useRef<string | null>(null);
  const done = useRef(false);
  const only = cards.length === 1 ? cards[0]! : null;
  const action = useBookingAction();
  const kora = useKoraForm<AdvisorFlowValues, AdvisorFlowOutput>({
    schema: schema as never,
    defaultValues: { ...emptyAdvisorFlow(), cardId: only?.id ?? "", duration: only ? String(only.durations[0] ?? "") : "" },
    onSubmit: async (values) => {
      attemptKey.current ??= newIdempotencyKey();
      const key = attemptKey.current;
      await action.run("create", () => createBooking(advisorBookingBody(flow, values, Date.now()), key), {
        cardId: values.cardId,
        // Each flow's own success toast (`flow.{flow}.done`).
        success: (booking) =>
          t.t(`flow.${flow}.done`, { name: flow === "invite-someone" ? values.learnerFirstName : booking.learner.firstName }),
        onSuccess: (booking) => {
          done.current = true;
          navigate(bookingPaths.detail(booking.id), { state: LEAVE_WITHOUT_ASKING });
        },
        fields: "form",
        // Nothing was made on a refusal, so a corrected form is a new attempt; after a lost answer the same key is kept.
        onFailure: (error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) attemptKey.current = null;
        },
      });
    },
  });
  const { form } = kora;
  const cardId = form.watch("cardId");
  const duration = form.watch("duration");
  const times = form.watch("preferredTimes");
  const card = cards.find((candidate) => candidate.id === cardId) ?? null;
  const max = flow === "already-agreed" ? 1 : 3;

  // A new card brings its own lengths and free times.
  const lastCard = useRef(cardId);
  useEffect(() => {
    if (lastCard.current === cardId) return;
    lastCard.current = cardId;
    const validate = form.formState.isSubmitted;
    form.setValue("duration", card ? String(card.durations[0] ?? "") : "", { shouldValidate: validate });
    form.setValue("preferredTimes", [], { shouldValidate: validate });
  }, [cardId, card, form]);

  const setExpiry = useCallback((next: string) => form.setValue("expiry", next), [form]);
  const setTimes = (next: string[]) =>
    form.setValue("preferredTimes", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <form ref={kora.formRef} className={styles.form} onSubmit={kora.submit} noValidate>
      {flow === "invite-someone" ? (
        <FieldRow>
          <TextField
            label={t.t("form.email")}
            type="email"
            autoComplete="off"
            limit={TEXT_LIMITS.email}
            error={kora.errorOf("learnerEmail")}
            {...kora.field("learnerEmail")}
          />
          <TextField
            label={t.t("form.firstName")}
            autoComplete="off"
            limit={TEXT_LIMITS.firstName}
            error={kora.errorOf("learnerFirstName")}
            {...kora.field("learnerFirstName", { capitalise: true })}
          />
        </FieldRow>
      ) : (
        <SelectField label={t.t("form.who")} error={kora.errorOf("learnerId")} {...kora.field("learnerId", { tidy: false })}>
          <option value="">{t.t("form.chooseContact")}</option>
          {contacts.map((contact) => (
            <option key={contact.id} value={contact.id}>
              {contact.fullName}
              {contact.email ? ` (${contact.email})` : ""}
            </option>
          ))}
        </SelectField>
      )}
      <FieldRow>
        <SelectField label={t.t("form.card")} error={kora.errorOf("cardId")} {...kora.field("cardId", { tidy: false })}>
          {!only && <option value="">{t.t("form.chooseCard")}</option>}
          {cards.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t.t("form.length")}
          error={kora.errorOf("duration")}
          disabled={!card}
          {...kora.field("duration", { tidy: false })}
        >
          {!card && <option value="">{t.t("form.chooseCardFirst")}</option>}
          {card?.durations.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {formatDuration(minutes, t.locale)}
            </option>
          ))}
        </SelectField>
      </FieldRow>
      <fieldset name="preferredTimes" className={styles.fieldset} aria-invalid={kora.errorOf("preferredTimes") ? true : undefined}>
        <legend>{t.t(flow === "already-agreed" ? "form.agreedTime" : "form.suggestTimes")}</legend>
        {card && Number(duration) > 0 ? (
          <SlotPicker
            key={`${card.id}-${duration}`}
            slots={(from, to) => slotsQuery(card.id, Number(duration), from, to)}
            duration={Number(duration)}
            viewerTimezone={me.timezone}
            selected={times}
            onChange={setTimes}
            max={max}
          />
        ) : (
          <p className={styles.muted}>{t.t("form.chooseCardAndLength")}</p>
        )}
        {kora.errorOf("preferredTimes") && <p className={styles.fieldError}>{kora.errorOf("preferredTimes")}</p>}
      </fieldset>
      <TextAreaField
        label={t.t("form.topic")}
        hint={t.t("form.topicHint")}
        rows={3}
        limit={TEXT_LIMITS.discussionTopic}
        error={kora.errorOf("discussionTopic")}
        {...kora.field("discussionTopic", { capitalise: true })}
      />
      {flow === "already-agreed" && <p className={styles.muted}>{t.t("form.agreedNote")}</p>}
      <ExpiryField
        times={times}
        timeZone={me.timezone}
        field={kora.field("expiry", { tidy: false })}
        error={kora.errorOf("expiry")}
        value={form.watch("expiry")}
        setValue={setExpiry}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={action.busy !== null}>
          {t.t(`flow.${flow}.submit`)}
        </Button>
      </div>
      <UnsavedChangesPrompt when={form.formState.isDirty && !done.current && !kora.submitting} />
    </form>
  );
}
