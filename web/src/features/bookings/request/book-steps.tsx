import { DISCUSSION_TOPIC_MIN_LENGTH } from "@kora/shared/contracts/bookings.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { bookingsRequestMessages } from "@kora/shared/i18n/messages/bookings-request.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { FieldError } from "../../../ui/field-errors.tsx";
import fieldStyles from "../../../ui/field.module.css";
import type { ExpiryChoice, ExpiryValue } from "./request-form.ts";
import { ENGLISH_REQUEST, type RequestT } from "./request-i18n.ts";
import styles from "./request.module.css";

/** Session length: one pill per length the card offers. */
export function DurationStep(props: { durations: readonly number[]; value: number; onChange: (minutes: number) => void }) {
  const t = useT(bookingsRequestMessages);
  return (
    <section className={styles.step} aria-labelledby="book-duration-title" id="book-duration">
      <h2 id="book-duration-title">{t.t("steps.length")}</h2>
      <div className={styles.pills} role="radiogroup" aria-labelledby="book-duration-title">
        {props.durations.map((minutes) => (
          <label key={minutes} className={styles.pill}>
            <input type="radio" name="duration" checked={props.value === minutes} onChange={() => props.onChange(minutes)} />
            <span>{formatDuration(minutes, t.locale)}</span>
          </label>
        ))}
      </div>
    </section>
  );
}

/** How to book, when the advisor takes instant bookings: request up to 3 times, or book one at once. */
export function BookingModeStep(props: { firstName: string; instant: boolean; onChange: (instant: boolean) => void }) {
  const t = useT(bookingsRequestMessages);
  return (
    <section className={styles.step} aria-labelledby="book-mode-title">
      <h2 id="book-mode-title">{t.t("steps.howToBook")}</h2>
      <div className={styles.modes}>
        <label className={styles.mode}>
          <input type="radio" name="mode" checked={!props.instant} onChange={() => props.onChange(false)} />
          <span>
            <strong>{t.t("steps.requestTimes")}</strong>
            <span>{t.t("steps.requestTimesText", { name: props.firstName })}</span>
          </span>
        </label>
        <label className={styles.mode}>
          <input type="radio" name="mode" checked={props.instant} onChange={() => props.onChange(true)} />
          <span>
            <strong>{t.t("bookInstantly")}</strong>
            <span>{t.t("steps.instantText")}</span>
          </span>
        </label>
      </div>
    </section>
  );
}

/** What the learner would like to discuss, with its count and limits. */
export function TopicStep(props: { firstName: string; value: string; error: string | undefined; onChange: (topic: string) => void }) {
  const t = useT(bookingsRequestMessages);
  return (
    <section className={styles.step} aria-labelledby="book-topic-title">
      <h2 id="book-topic-title">{t.t("steps.topic")}</h2>
      <textarea
        id="book-topic"
        name="discussionTopic"
        className={`${fieldStyles.control} ${styles.textarea}`}
        rows={5}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-labelledby="book-topic-title"
        aria-describedby="book-topic-hint book-topic-error"
        aria-invalid={props.error ? true : undefined}
        placeholder={t.t("steps.topicPlaceholder", { name: props.firstName })}
      />
      <p className={fieldStyles.hint} id="book-topic-hint">
        {t.t("steps.topicCount", {
          count: props.value.trim().length,
          max: TEXT_LIMITS.discussionTopic.max,
          min: DISCUSSION_TOPIC_MIN_LENGTH,
        })}
      </p>
      <FieldError id="book-topic-error" message={props.error} />
    </section>
  );
}

/**
 * When the request expires (core §5): fixed when the earliest time is under 48 hours away, else a
 * choice. Nothing before a time is chosen.
 */
export function ExpiryField(props: {
  firstName: string;
  choices: readonly ExpiryChoice[];
  value: ExpiryValue | null;
  error: string | undefined;
  onChange: (expiry: ExpiryValue) => void;
}) {
  const t = useT(bookingsRequestMessages);
  const { firstName, choices } = props;
  if (choices.length === 1)
    return (
      <div className={styles.expiryFixed} id="book-expiry">
        <strong>{t.t("expiry.fixedTitle")}</strong>
        <span>{choices[0]!.label}</span>
        <p className={fieldStyles.hint}>{t.t("expiry.fixedHint", { name: firstName })}</p>
        <FieldError id="book-expiry-error" message={props.error} />
      </div>
    );
  if (choices.length === 0) return null;
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor="book-expiry">
        {t.t("expiry.label")}
      </label>
      <select
        id="book-expiry"
        className={fieldStyles.control}
        value={String(props.value)}
        onChange={(event) => props.onChange((event.target.value === "exact" ? "exact" : Number(event.target.value)) as ExpiryValue)}
        aria-describedby="book-expiry-hint"
      >
        {choices.map((choice) => (
          <option key={String(choice.value)} value={String(choice.value)}>
            {choice.label}
          </option>
        ))}
      </select>
      <p className={fieldStyles.hint} id="book-expiry-hint">
        {t.t("expiry.hint", { name: firstName })}
      </p>
      <FieldError id="book-expiry-error" message={props.error} />
    </div>
  );
}

/** The summary's first line: the length, the advisor, and how many times are chosen. */
export function summaryLine(duration: number, firstName: string, times: number, instant: boolean, t: RequestT = ENGLISH_REQUEST): string {
  const chosen = times === 0 ? t.t("summary.noTime") : instant ? t.t("summary.oneTime") : t.t("summary.timesSuggested", { count: times });
  return t.t("summary.line", { duration: formatDuration(duration, t.locale), name: firstName, chosen });
}
