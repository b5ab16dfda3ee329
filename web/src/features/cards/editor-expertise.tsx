import { useId, useState, type KeyboardEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { CARD_RULES } from "@kora/shared/domain/cards/rules.ts";
import { TEXT_LIMITS, tooLong } from "@kora/shared/domain/validation/text-limit.ts";
import { Button } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import fieldStyles from "../../ui/field.module.css";
import { CategoryPills } from "../../ui/category-pills.tsx";
import { useDebounced } from "./card-bits.tsx";
import { skillProblem } from "./card-editor-values.ts";
import { categoriesQuery } from "../../lib/catalog.ts";
import { skillsQuery } from "./cards.client.ts";
import { EditorSection } from "./editor-fields.tsx";
import { setList, useEditorValue, type EditorKit } from "./editor-kit.ts";
import styles from "./editor.module.css";

const SUGGESTIONS_SHOWN = 6;

/** Skills as chips: type and press Enter (free text is fine), or pick a suggestion from /api/skills. */
function SkillsField({ kit }: { kit: EditorKit }) {
  const id = useId();
  const skills = useEditorValue(kit, "skills") ?? [];
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const query = useDebounced(text.trim());
  // Past a skill's limit there is nothing to suggest (the API would refuse the query); the message shows as typed.
  const typedTooLong = tooLong(text, TEXT_LIMITS.skill);
  const suggestions = useQuery({ ...skillsQuery(query), enabled: query.length > 0 && !tooLong(query, TEXT_LIMITS.skill) });
  const taken = new Set(skills.map((skill) => skill.toLowerCase()));
  const offered = (suggestions.data ?? []).filter((skill) => !taken.has(skill.name.toLowerCase())).slice(0, SUGGESTIONS_SHOWN);
  const full = skills.length >= CARD_RULES.skillsMax;
  const error = problem ?? typedTooLong ?? kit.errorOf("skills") ?? skills.map((_, index) => kit.errorOf(`skills.${index}`)).find(Boolean);

  const add = (raw: string) => {
    const name = raw.trim().replace(/\s+/g, " ");
    if (!name) return;
    const why = skillProblem(name, skills);
    setProblem(why);
    if (why) return;
    setList(kit, "skills", [...skills, name]);
    setText("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" && event.key !== ",") return;
    event.preventDefault();
    add(text);
  };

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        Skills
      </label>
      <p className={fieldStyles.hint} id={`${id}-hint`}>
        Between {CARD_RULES.skillsMin} and {CARD_RULES.skillsMax}: what learners would search for. Type one and press Enter, or pick a
        suggestion.
      </p>
      {skills.length > 0 && (
        <ul className={styles.skillChips} aria-label="Chosen skills">
          {skills.map((skill) => (
            <li key={skill} className={styles.skillChip}>
              {skill}
              <button
                type="button"
                aria-label={`Remove ${skill}`}
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
          value={text}
          placeholder={full ? `That's ${CARD_RULES.skillsMax} skills` : "e.g. Marketing"}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ")}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" size="small" onClick={() => add(text)} disabled={!text.trim()}>
          Add
        </Button>
      </div>
      {!full && query && offered.length > 0 && (
        <div className={styles.suggestions} aria-label="Suggested skills" role="group">
          <span>Suggestions:</span>
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
      <legend>Categories</legend>
      <p className={styles.groupHint} id={`${id}-hint`}>
        Choose 1 to {CARD_RULES.categoriesMax}: where learners browsing the marketplace will find this card.
      </p>
      {tree.isPending && <p className={styles.limit}>Loading categories…</p>}
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
  return (
    <EditorSection title="Skills and categories" description="How learners find this card in search.">
      <SkillsField kit={kit} />
      <CategoriesField kit={kit} />
    </EditorSection>
  );
}
