import { useMemo, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { ConsoleGroup, ConsoleMember } from "@kora/shared/contracts/group-console.ts";
import { DEFAULT_TIMEZONE } from "@kora/shared/constants.ts";
import { DISCUSSION_TOPIC_MIN_LENGTH } from "@kora/shared/contracts/bookings.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";
import { groupsConsoleMessages } from "@kora/shared/i18n/messages/groups-console.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { useMe } from "../../../lib/session.ts";
import { toast } from "../../../lib/toast/toast.atoms.ts";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { SelectField, TextAreaField } from "../../../ui/text-field.tsx";
import { createBooking, newIdempotencyKey, paymentMethodsQuery, priceQuery, slotsQuery } from "../../bookings/bookings.api.ts";
import { cardQuery } from "../../cards/cards.api.ts";
import { groupAdvisorsQuery } from "../groups.client.ts";
import { consoleKeys } from "./console.client.ts";
import styles from "./members.module.css";
import { SlotPicker } from "../../../ui/slot-picker/slot-picker.tsx";
import { FieldError, type FieldErrorMap, firstMessages, useFieldErrors } from "../../../ui/field-errors.tsx";

/** The most times an admin offers a member (the member confirms one). */
const MAX_TIMES = 3;

const FACILITATE_FIELDS = ["cardId", "duration", "preferredTimes", "discussionTopic", "paymentMethodId"] as const;
type Errors = FieldErrorMap<(typeof FACILITATE_FIELDS)[number]>;
const facilitateFieldOf = (name: string) => FACILITATE_FIELDS.find((field) => field === name) ?? null;
/** The dialog shows each error on its field and toasts none. */
const noFocus = () => null;

/**
 * "Book a session for {name}" (core §3 facilitated_by): one of the group's cards, a length, up to three
 * of its free times and a topic. The member answers the request; when the group charges for sessions
 * the admin's own saved card pays, never the member's.
 */
export function FacilitateDialog({ group, member, onClose }: { group: ConsoleGroup; member: ConsoleMember; onClose: () => void }) {
  const { data: me } = useMe();
  const t = useT(groupsConsoleMessages);
  const locale = useLocale();
  const advisors = useQuery(groupAdvisorsQuery(group.slug, me?.id ?? null));
  const cards = useMemo(
    () =>
      (advisors.data ?? [])
        .filter((advisor) => advisor.userId !== member.userId && advisor.userId !== me?.id)
        .flatMap((advisor) => advisor.cards.map((card) => ({ ...card, advisor: `${advisor.firstName} ${advisor.lastName}`.trim() }))),
    [advisors.data, member.userId, me?.id],
  );
  const [cardId, setCardId] = useState("");
  const [duration, setDuration] = useState(0);
  const [times, setTimes] = useState<string[]>([]);
  const [topic, setTopic] = useState("");
  const [methodId, setMethodId] = useState("");
  const fieldErrors = useFieldErrors(FACILITATE_FIELDS, noFocus);
  const { errors, set: setErrors } = fieldErrors;
  const [busy, setBusy] = useState(false);
  const attemptKey = useRef<string | null>(null);

  const card = useQuery({ ...cardQuery(cardId), enabled: cardId !== "" });
  const durations = card.data?.durations ?? [];
  const length = durations.includes(duration) ? duration : (durations[0] ?? 0);
  const price = useQuery({ ...priceQuery(cardId, length, false), enabled: cardId !== "" && length > 0 });
  const paid = price.data ? !price.data.free && price.data.total > 0 : false;
  const methods = useQuery({ ...paymentMethodsQuery, enabled: paid });
  const method = methodId || methods.data?.find((m) => m.isDefault)?.id || methods.data?.[0]?.id || "";

  const submit = async () => {
    const found: Errors = {};
    if (!cardId) found.cardId = t.t("book.chooseCard");
    if (times.length === 0) found.preferredTimes = t.t("book.times");
    if (topic.trim().length < DISCUSSION_TOPIC_MIN_LENGTH) found.discussionTopic = t.t("book.topic", { min: DISCUSSION_TOPIC_MIN_LENGTH });
    if (paid && !method) found.paymentMethodId = t.t("book.payment");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    attemptKey.current ??= newIdempotencyKey();
    setBusy(true);
    try {
      await createBooking(
        {
          cardId,
          duration: length,
          preferredTimes: times,
          discussionTopic: topic.trim(),
          expiry: null,
          learnerId: member.userId,
          paymentMethodId: paid ? method : null,
        },
        attemptKey.current,
      );
      toast.success(t.t("book.sent", { firstName: member.firstName }));
      void queryClient.invalidateQueries({ queryKey: consoleKeys.all });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500) attemptKey.current = null;
      if (isApiError(error) && error.fields) setErrors(firstMessages(error.fields, facilitateFieldOf));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open
      title={t.t("panel.book", { firstName: member.firstName })}
      submitLabel={t.t("book.submit")}
      cancelLabel={t.t("cancel")}
      busy={busy}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      <SelectField
        label={t.t("book.card")}
        value={cardId}
        error={errors.cardId}
        hint={advisors.isPending ? t.t("book.loadingCards") : cards.length === 0 ? t.t("book.noCards") : undefined}
        onChange={(event) => {
          setCardId(event.target.value);
          setTimes([]);
        }}
      >
        <option value="">{t.t("book.chooseCardOption")}</option>
        {cards.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title} — {c.advisor}
          </option>
        ))}
      </SelectField>
      {durations.length > 0 && (
        <SelectField
          label={t.t("book.length")}
          value={String(length)}
          error={errors.duration}
          onChange={(event) => {
            setDuration(Number(event.target.value));
            setTimes([]);
          }}
        >
          {durations.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t.t("book.minutes", { minutes })}
            </option>
          ))}
        </SelectField>
      )}
      {cardId && length > 0 && (
        <fieldset className={styles.slots} aria-describedby={errors.preferredTimes ? "slot-error" : undefined}>
          <legend>{t.t("book.timesLegend", { max: MAX_TIMES })}</legend>
          <SlotPicker
            key={`${cardId}-${length}`}
            slots={(from, to) => slotsQuery(cardId, length, from, to)}
            duration={length}
            viewerTimezone={me?.timezone ?? DEFAULT_TIMEZONE}
            selected={times}
            onChange={setTimes}
            max={MAX_TIMES}
            hint={t.t("book.timesHint", { max: MAX_TIMES, firstName: member.firstName })}
          />
          <FieldError id="slot-error" message={errors.preferredTimes} />
        </fieldset>
      )}
      <TextAreaField
        label={t.t("book.topicLabel")}
        value={topic}
        rows={3}
        maxLength={1000}
        error={errors.discussionTopic}
        onChange={(event) => setTopic(event.target.value)}
      />
      {price.data && (
        <p className={styles.priceNote}>
          {paid
            ? t.t("book.paid", { price: formatMoney(price.data.total, price.data.currency, locale), firstName: member.firstName })
            : t.t("book.free")}
        </p>
      )}
      {paid && (
        <SelectField
          label={t.t("book.payWith")}
          value={method}
          error={errors.paymentMethodId}
          onChange={(event) => setMethodId(event.target.value)}
        >
          {(methods.data ?? []).length === 0 && <option value="">{t.t("book.noSavedCard")}</option>}
          {(methods.data ?? []).map((m) => (
            <option key={m.id} value={m.id}>
              {t.t("book.cardEnding", { brand: m.brand, last4: m.last4 })}
            </option>
          ))}
        </SelectField>
      )}
    </FormDialog>
  );
}
