import { bookingsRequestMessages } from "@kora/shared/i18n/messages/bookings-request.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import type { RecordingSharing } from "./request-form.ts";
import styles from "./request.module.css";

/** The sharing modes, in the order offered; each has its title and text in the catalogue (`recording.{mode}.title`, `.text`). */
const CHOICES: NonNullable<RecordingSharing>[] = ["private", "view-only", "view-and-download"];

/**
 * How a recording of this session will be shared if it's recorded (core §3 request input;
 * public-site §3 sharing modes). The recording owner can change it later from their library.
 */
export function RecordingSharingField({ value, onChange }: { value: RecordingSharing; onChange: (value: RecordingSharing) => void }) {
  const t = useT(bookingsRequestMessages);
  return (
    <section className={styles.step} aria-labelledby="book-recording-title">
      <h2 id="book-recording-title">{t.t("recording.title")}</h2>
      <div className={`${styles.modes} ${styles.threeModes}`} role="radiogroup" aria-labelledby="book-recording-title">
        {CHOICES.map((choice) => (
          <label key={choice} className={styles.mode}>
            <input type="radio" name="recordingSharing" checked={value === choice} onChange={() => onChange(choice)} />
            <span>
              <strong>{t.t(`recording.${choice}.title`)}</strong>
              <span>{t.t(`recording.${choice}.text`)}</span>
            </span>
          </label>
        ))}
      </div>
    </section>
  );
}
