import { useMemo } from "react";
import { ADVISING_LANGUAGES, YEARS_OF_EXPERIENCE } from "@kora/shared/contracts/cards.ts";
import { CARD_RULES } from "@kora/shared/domain/cards/rules.ts";
import { TEXT_LIMITS, tooLong } from "@kora/shared/domain/validation/text-limit.ts";
import { cardsEditorMessages } from "@kora/shared/i18n/messages/cards-editor.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { LimitCount, TextAreaField, TextField } from "../../ui/text-field.tsx";
import { languageName } from "./card-format.ts";
import { EditorSection, PillGroup } from "./editor-fields.tsx";
import { useEditorValue, type EditorKit } from "./editor-kit.ts";
import styles from "./editor.module.css";

const MAX_LANGUAGES = 5;

/** A live count toward the summary's 300-character minimum, then towards its maximum. */
function SummaryCounter({ kit }: { kit: EditorKit }) {
  const t = useT(cardsEditorMessages);
  const summary = useEditorValue(kit, "summary") ?? "";
  const length = summary.trim().length;
  const limit = TEXT_LIMITS.cardSummary;
  if (length < CARD_RULES.summaryMin)
    return (
      <p className={styles.counter}>
        {t.t("about.summary.toGo", { length, min: CARD_RULES.summaryMin, remaining: CARD_RULES.summaryMin - length })}
      </p>
    );
  if (tooLong(summary, limit))
    return (
      <LimitCount value={summary} limit={limit} always>
        {t.t("about.summary.characters")}
      </LimitCount>
    );
  return <p className={`${styles.counter} ${styles.counterDone}`}>{t.t("about.summary.done", { length, max: limit.max })}</p>;
}

/** Title, summary, experience and languages: what the card says about the advisor. */
export function EditorAbout({ kit }: { kit: EditorKit }) {
  const t = useT(cardsEditorMessages);
  const { field, errorOf } = kit;
  const languages = useEditorValue(kit, "advisingIn") ?? [];
  // Languages are named, and sorted, in the page's language.
  const languageOptions = useMemo(
    () =>
      ADVISING_LANGUAGES.map((code) => ({ value: code, label: languageName(code, t.locale) })).sort((a, b) =>
        a.label.localeCompare(b.label, t.locale),
      ),
    [t.locale],
  );
  const yearOptions = YEARS_OF_EXPERIENCE.map((years) => ({ value: years, label: t.t("about.years.option", { years }) }));
  return (
    <EditorSection title={t.t("about.title")} description={t.t("about.description")}>
      <TextField
        label={t.t("about.cardTitle")}
        hint={t.t("about.cardTitle.hint")}
        limit={TEXT_LIMITS.cardTitle}
        autoComplete="off"
        error={errorOf("title")}
        {...field("title", { capitalise: true })}
      />
      <TextAreaField
        label={t.t("about.summary")}
        hint={t.t("about.summary.hint")}
        rows={8}
        limit={TEXT_LIMITS.cardSummary}
        error={errorOf("summary")}
        below={<SummaryCounter kit={kit} />}
        {...field("summary", { capitalise: true })}
      />
      <PillGroup
        type="radio"
        legend={t.t("about.years")}
        options={yearOptions}
        error={errorOf("yearsOfExperience")}
        inputProps={field("yearsOfExperience", { tidy: false })}
      />
      <PillGroup
        legend={t.t("about.languages")}
        hint={t.t("about.languages.hint", { max: MAX_LANGUAGES })}
        options={languageOptions}
        chosen={languages}
        max={MAX_LANGUAGES}
        error={errorOf("advisingIn")}
        inputProps={field("advisingIn", { tidy: false })}
      />
    </EditorSection>
  );
}
