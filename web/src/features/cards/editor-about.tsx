import { ADVISING_LANGUAGES, YEARS_OF_EXPERIENCE } from "@kora/shared/contracts/cards.ts";
import { CARD_RULES } from "@kora/shared/domain/cards/rules.ts";
import { TEXT_LIMITS, tooLong } from "@kora/shared/domain/validation/text-limit.ts";
import { formatCount, LimitCount, TextAreaField, TextField } from "../../ui/text-field.tsx";
import { languageName } from "./card-format.ts";
import { EditorSection, PillGroup } from "./editor-fields.tsx";
import { useEditorValue, type EditorKit } from "./editor-kit.ts";
import styles from "./editor.module.css";

const LANGUAGE_OPTIONS = ADVISING_LANGUAGES.map((code) => ({ value: code, label: languageName(code) })).sort((a, b) =>
  a.label.localeCompare(b.label),
);
const YEAR_OPTIONS = YEARS_OF_EXPERIENCE.map((years) => ({ value: years, label: `${years} years` }));
const MAX_LANGUAGES = 5;

/** A live count toward the summary's 300-character minimum, then towards its maximum. */
function SummaryCounter({ kit }: { kit: EditorKit }) {
  const summary = useEditorValue(kit, "summary") ?? "";
  const length = summary.trim().length;
  const limit = TEXT_LIMITS.cardSummary;
  if (length < CARD_RULES.summaryMin)
    return <p className={styles.counter}>{`${length} / ${CARD_RULES.summaryMin} characters — ${CARD_RULES.summaryMin - length} to go`}</p>;
  if (tooLong(summary, limit))
    return (
      <LimitCount value={summary} limit={limit} always>
        {" characters"}
      </LimitCount>
    );
  return <p className={`${styles.counter} ${styles.counterDone}`}>{`✓ ${formatCount(length)} / ${formatCount(limit.max)} characters`}</p>;
}

/** Title, summary, experience and languages: what the card says about the advisor. */
export function EditorAbout({ kit }: { kit: EditorKit }) {
  const { field, errorOf } = kit;
  const languages = useEditorValue(kit, "advisingIn") ?? [];
  return (
    <EditorSection title="About this card" description="What you help with, in your own words. Learners read this first.">
      <TextField
        label="Title"
        hint="A short headline, like 'Startup growth and fundraising'."
        limit={TEXT_LIMITS.cardTitle}
        autoComplete="off"
        error={errorOf("title")}
        {...field("title", { capitalise: true })}
      />
      <TextAreaField
        label="Summary"
        hint="Who you help, with what, and how a session with you goes. At least 300 characters."
        rows={8}
        limit={TEXT_LIMITS.cardSummary}
        error={errorOf("summary")}
        below={<SummaryCounter kit={kit} />}
        {...field("summary", { capitalise: true })}
      />
      <PillGroup
        type="radio"
        legend="Years of experience"
        options={YEAR_OPTIONS}
        error={errorOf("yearsOfExperience")}
        inputProps={field("yearsOfExperience", { tidy: false })}
      />
      <PillGroup
        legend="Languages you advise in"
        hint={`Up to ${MAX_LANGUAGES}.`}
        options={LANGUAGE_OPTIONS}
        chosen={languages}
        max={MAX_LANGUAGES}
        error={errorOf("advisingIn")}
        inputProps={field("advisingIn", { tidy: false })}
      />
    </EditorSection>
  );
}
