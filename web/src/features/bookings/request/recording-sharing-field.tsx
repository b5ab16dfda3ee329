import type { RecordingSharing } from "./request-form.ts";
import styles from "./request.module.css";

const CHOICES: { value: RecordingSharing; title: string; text: string }[] = [
  { value: "private", title: "Private", text: "Only the two of you can watch it." },
  { value: "view-only", title: "View-only link", text: "Anyone with the link can play it." },
  { value: "view-and-download", title: "View and download link", text: "Link holders may also download it (with Plus)." },
];

/**
 * How a recording of this session will be shared if it's recorded (core §3 request input;
 * public-site §3 sharing modes). The recording owner can change it later from their library.
 */
export function RecordingSharingField({ value, onChange }: { value: RecordingSharing; onChange: (value: RecordingSharing) => void }) {
  return (
    <section className={styles.step} aria-labelledby="book-recording-title">
      <h2 id="book-recording-title">If the session is recorded</h2>
      <div className={`${styles.modes} ${styles.threeModes}`} role="radiogroup" aria-labelledby="book-recording-title">
        {CHOICES.map((choice) => (
          <label key={choice.value} className={styles.mode}>
            <input type="radio" name="recordingSharing" checked={value === choice.value} onChange={() => onChange(choice.value)} />
            <span>
              <strong>{choice.title}</strong>
              <span>{choice.text}</span>
            </span>
          </label>
        ))}
      </div>
    </section>
  );
}
