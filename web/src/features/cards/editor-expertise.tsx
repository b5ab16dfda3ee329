import { useId, useState, type KeyboardEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { CARD_RULES } from "@kora/shared/domain/cards/rules.ts";
import { TEXT_LIMITS, tooLong } from "@kora/shared/domain/validation/text-limit.ts";
import { cardsEditorMessages } from "@kora/shared/i18n/messages/cards-editor.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { Button } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import fieldStyles from "../../ui/field.module.css";
import { CategoryPills } from "../../ui/category-pills.tsx";
import { useDebounced } from "./card-bits.tsx";
import { skillProblem } from "./card-editor-values.ts";
import { cardIssueText } from "./card-validation.ts";
import { categoriesQuery } from "../../lib/catalog.ts";
import { skillsQuery } from "./cards.client.ts";
import { EditorSection } from "./editor-fields.tsx";
import { setList, useEditorValue, type EditorKit } from "./editor-kit.ts";
import styles from "./editor.module.css";

const SUGGESTIONS_SHOWN = 6;

/** Skills as chips: type and press Enter (free text is fine), or pick a suggestion from /api/skills. */
function SkillsField({ kit }: { kit: EditorKit }) {
  const t = useT(cardsEditorMessages);
  const text = cardIssueText(t);
  const id = useId();
  const skills = useEditorValue(kit, "skills") ?? [];
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const query = useDebounced(typed.trim());
  // Past a skill's limit there is nothing to suggest (the API would refuse the query); the message shows as typed.
  const tooLongMessage = tooLong(typed, TEXT_LIMITS.skill);
  const typedTooLong = tooLongMessage && text ? text(tooLongMessage) : tooLongMessage;
  const suggestions = useQuery({ ...skillsQuery(query), enabled: query.length > 0 && !tooLong(query, TEXT_LIMITS.skill) });
  const taken = new Set(skills.map((skill) => skill.toLowerCase()));
  const offered = (suggestions.data ?? []).filter((skill) => !taken.has(skill.name.toLowerCase())).slice(0, SUGGESTIONS_SHOWN);
  const full = skills.length >= CARD_RULES.skillsMax;
  const error = problem ?? typedTooLong ?? kit.errorOf("skills") ?? skills.map((_, index) => kit.errorOf(`skills.${index}`)).find(Boolean);

  const add = (raw: string) => {
    const name = raw.trim().replace(/\s+/g, " ");
    if (!name) return;
    const why = skillProblem(name, skills, text);
    setProblem(why);
    if (why) return;
    setList(kit, "skills", [...skills, name]);
    setTyped("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" && event.key !== ",") return;
    event.preventDefault();
    add(typed);
  };

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {t.t("skills.label")}
      </label>
      <p className={fieldStyles.hint} id={`${id}-hint`}>
        {t.t("skills.hint", { min: CARD_RULES.skillsMin, max: CARD_RULES.skillsMax })}
      </p>
      {skills.length > 0 && (
        <ul className={styles.skillChips} aria-label={t.t("skills.chosen")}>
          {skills.map((skill) => (
            <li key={skill} className={styles.skillChip}>
              {skill}
              <button
                type="button"
                aria-label={t.t("skills.remove", { skill })}
                onClick={() => {
                  setProblem(null);
                  setList(
                    kit,
                    "skills",
                    skills.filter((other) => other !== skill),
                  );
                }}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.skillAdd}>
        <input
          id={id}
          name="skills"
          className={fieldStyles.control}
          value={typed}
          placeholder={full ? t.t("skills.full", { max: CARD_RULES.skillsMax }) : t.t("skills.placeholder")}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ")}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" size="small" onClick={() => add(typed)} disabled={!typed.trim()}>
          {t.t("skills.add")}
        </Button>
      </div>
      {!full && query && offered.length > 0 && (
        <div className={styles.suggestions} aria-label={t.t("skills.suggested")} role="group">
          <span>{t.t("skills.suggestions")}</span>
          {offered.map((skill) => (
            <button key={skill.id} type="button" className={styles.suggestion} onClick={() => add(skill.name)}>
              + {skill.name}
            </button>
          ))}
        </div>
      )}
      {error && (
        <p className={fieldStyles.error} id={`${id}-error`} role="alert">
          <span aria-hidden="true">!</span> {error}
        </p>
      )}
    </div>
  );
}

/** 1–3 categories from the tree: sub-categories as pills under their parent's name. */
function CategoriesField({ kit }: { kit: EditorKit }) {
  const t = useT(cardsEditorMessages);
  const id = useId();
  const tree = useQuery(categoriesQuery);
  const chosen = useEditorValue(kit, "categoryIds") ?? [];
  const full = chosen.length >= CARD_RULES.categoriesMax;
  const error = kit.errorOf("categoryIds");
  const toggle = (categoryId: string, on: boolean) =>
    setList(kit, "categoryIds", on ? [...chosen, categoryId] : chosen.filter((other) => other !== categoryId));

  return (
    <fieldset
      className={styles.group}
      aria-invalid={error ? true : undefined}
      aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ")}
    >
      <legend>{t.t("categories.legend")}</legend>
      <p className={styles.groupHint} id={`${id}-hint`}>
        {t.t("categories.hint", { max: CARD_RULES.categoriesMax })}
      </p>
      {tree.isPending && <p className={styles.limit}>{t.t("categories.loading")}</p>}
      <CategoryPills tree={tree.data ?? []} chosen={chosen} full={full} name="categoryIds" onToggle={toggle} />
      {error && (
        <p className={fieldStyles.error} id={`${id}-error`}>
          <span aria-hidden="true">!</span> {error}
        </p>
      )}
    </fieldset>
  );
}

/** Skills and categories: how learners find the card. */
export function EditorExpertise({ kit }: { kit: EditorKit }) {
  const t = useT(cardsEditorMessages);
  return (
    <EditorSection title={t.t("expertise.title")} description={t.t("expertise.description")}>
      <SkillsField kit={kit} />
      <CategoriesField kit={kit} />
    </EditorSection>
  );
}
