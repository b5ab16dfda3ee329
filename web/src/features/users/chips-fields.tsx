import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { LANGUAGE_CODES, type LanguageOption, searchLanguages } from "@kora/shared/domain/users/languages.ts";
import { languageName } from "@kora/shared/domain/format/text.ts";
import { interestKey, PROFILE_LIMITS, tidyInterest } from "@kora/shared/domain/users/profile-rules.ts";
import { TEXT_LIMITS, tooLong } from "@kora/shared/domain/validation/text-limit.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { usersMessages } from "@kora/shared/i18n/messages/users.ts";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useT } from "../../lib/i18n/use-t.ts";
import { Button } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import fieldStyles from "../../ui/field.module.css";
import styles from "./profile.module.css";
import { FieldError } from "../../ui/field-errors.tsx";

export interface ListFieldProps {
  value: string[];
  onChange: (next: string[]) => void;
  /** The field's own error, and each entry's (by index), from the schema or a 422. */
  error?: string;
  entryError?: (index: number) => string | undefined;
}

/** Chosen entries as removable chips; an entry with an error is marked. */
function Chips({
  items,
  label,
  name,
  entryError,
  onRemove,
}: {
  items: { key: string; text: string }[];
  label: string;
  name: string;
  entryError?: (index: number) => string | undefined;
  onRemove: (index: number) => void;
}) {
  const t = useT(usersMessages);
  if (items.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.key} className={entryError?.(index) ? `${styles.chip} ${styles.chipBad}` : styles.chip}>
          {item.text}
          <button
            type="button"
            data-field={`${name}.${index}`}
            aria-label={t.t("list.remove", { item: item.text })}
            onClick={() => onRemove(index)}
          >
            <Icon name="close" size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The input and Add button under a list of chips or links: Enter (or another of `addKeys`) adds what
 * was typed, as the button does; disabled once the list is full.
 */
export function AddRow({
  id,
  field,
  text,
  full,
  placeholder,
  invalid,
  addKeys = ["Enter"],
  type,
  onText,
  onAdd,
}: {
  id: string;
  field: string;
  text: string;
  full: boolean;
  placeholder: string;
  invalid: boolean;
  addKeys?: string[];
  type?: "url";
  onText: (text: string) => void;
  onAdd: () => void;
}) {
  const t = useT(usersMessages);
  return (
    <div className={styles.addRow}>
      <input
        id={id}
        data-field={field}
        className={fieldStyles.control}
        type={type}
        inputMode={type}
        value={text}
        disabled={full}
        placeholder={placeholder}
        autoComplete={type ?? "off"}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={[`${id}-hint`, invalid && `${id}-error`].filter(Boolean).join(" ")}
        onChange={(event) => onText(event.target.value)}
        onKeyDown={(event) => {
          if (!addKeys.includes(event.key)) return;
          event.preventDefault();
          onAdd();
        }}
      />
      <Button variant="outline" size="small" onClick={onAdd} disabled={!text.trim() || full}>
        {t.t("list.add")}
      </Button>
    </div>
  );
}

const firstEntryError = (count: number, entryError?: (index: number) => string | undefined) =>
  Array.from({ length: count }, (_, index) => entryError?.(index)).find(Boolean);

const SHOWN = 8;

/** Every language, named and sorted in the page's language (so a search finds "Spanska" in Swedish). */
function languageOptionsIn(locale: Locale): LanguageOption[] {
  return LANGUAGE_CODES.map((code) => ({ code, name: languageName(code, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale));
}

/**
 * Languages spoken: type to search every ISO 639-1 language by name, pick with the arrows and
 * Enter or a click; chosen ones are chips. Something that matches none gets the spec's message.
 */
export function LanguagesField({ value, onChange, error, entryError }: ListFieldProps) {
  const id = useId();
  const t = useT(usersMessages);
  const locale = useLocale();
  const all = useMemo(() => languageOptionsIn(locale), [locale]);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const full = value.length >= PROFILE_LIMITS.languagesSpoken;
  const matches = useMemo(() => searchLanguages(text, all).filter((option) => !value.includes(option.code)), [text, all, value]).slice(
    0,
    SHOWN,
  );
  const shown = open && text.trim() !== "" && matches.length > 0;
  const message = problem ?? error ?? firstEntryError(value.length, entryError);

  const pick = (code: string) => {
    if (value.includes(code)) return setProblem(t.t("list.alreadyChosen"));
    if (full) return setProblem(t.t("languages.tooMany", { max: PROFILE_LIMITS.languagesSpoken }));
    onChange([...value, code]);
    setText("");
    setActive(0);
    setProblem(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (matches.length ? (index + (event.key === "ArrowDown" ? 1 : -1) + matches.length) % matches.length : 0));
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (!text.trim()) return;
      const choice = matches[active] ?? matches[0];
      if (choice) pick(choice.code);
      else setProblem(t.t("languages.notFound"));
    } else if (event.key === "Escape") setOpen(false);
  };

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {t.t("languages.label")}
      </label>
      <p className={fieldStyles.hint} id={`${id}-hint`}>
        {t.t("languages.hint", { max: PROFILE_LIMITS.languagesSpoken })}
      </p>
      <Chips
        items={value.map((code) => ({ key: code, text: languageName(code, locale) }))}
        label={t.t("languages.label")}
        name="languagesSpoken"
        entryError={entryError}
        onRemove={(index) => {
          setProblem(null);
          onChange(value.filter((_, other) => other !== index));
        }}
      />
      <div className={styles.combo}>
        <input
          id={id}
          data-field="languagesSpoken"
          className={fieldStyles.control}
          role="combobox"
          aria-expanded={shown}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={shown ? `${id}-option-${active}` : undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={[`${id}-hint`, message && `${id}-error`].filter(Boolean).join(" ")}
          value={text}
          disabled={full}
          placeholder={full ? t.t("languages.full", { max: PROFILE_LIMITS.languagesSpoken }) : t.t("languages.placeholder")}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
            setProblem(null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {shown && (
          <div className={styles.options} id={`${id}-list`} role="listbox" aria-label={t.t("languages.matching")}>
            {matches.map((option, index) => (
              <div
                key={option.code}
                id={`${id}-option-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={index === active ? styles.optionActive : undefined}
                // Before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(option.code);
                }}
              >
                {option.name}
              </div>
            ))}
          </div>
        )}
      </div>
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}

/** Interests: short free tags, added with Enter, a comma or Add; the same tag in another case is 'already chosen'. */
export function InterestsField({ value, onChange, error, entryError }: ListFieldProps) {
  const id = useId();
  const t = useT(usersMessages);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const full = value.length >= PROFILE_LIMITS.interests;
  const typedTooLong = tooLong(text, TEXT_LIMITS.interest) ? t.t("interests.tooLong", { max: TEXT_LIMITS.interest.max }) : null;
  const message = problem ?? typedTooLong ?? error ?? firstEntryError(value.length, entryError);

  const add = () => {
    const tag = tidyInterest(text);
    if (!tag || typedTooLong) return;
    if (value.some((other) => interestKey(other) === interestKey(tag))) return setProblem(t.t("list.alreadyChosen"));
    if (full) return setProblem(t.t("interests.tooMany", { max: PROFILE_LIMITS.interests }));
    onChange([...value, tag]);
    setText("");
    setProblem(null);
  };

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {t.t("interests.label")}
      </label>
      <p className={fieldStyles.hint} id={`${id}-hint`}>
        {t.t("interests.hint", { max: PROFILE_LIMITS.interests })}
      </p>
      <Chips
        items={value.map((tag) => ({ key: interestKey(tag), text: tag }))}
        label={t.t("interests.yours")}
        name="interests"
        entryError={entryError}
        onRemove={(index) => {
          setProblem(null);
          onChange(value.filter((_, other) => other !== index));
        }}
      />
      <AddRow
        id={id}
        field="interests"
        text={text}
        full={full}
        placeholder={full ? t.t("interests.full", { max: PROFILE_LIMITS.interests }) : t.t("interests.placeholder")}
        invalid={Boolean(message)}
        addKeys={["Enter", ","]}
        onText={(typed) => {
          setText(typed);
          setProblem(null);
        }}
        onAdd={add}
      />
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
