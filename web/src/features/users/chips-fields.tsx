import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { fillMessage } from "@kora/shared/messages.ts";
import { languageName, languageOptions, searchLanguages } from "@kora/shared/domain/users/languages.ts";
import { interestKey, PROFILE_LIMITS, tidyInterest, tooManyMessage } from "@kora/shared/domain/users/profile-rules.ts";
import { TEXT_LIMITS, tooLong } from "@kora/shared/domain/validation/text-limit.ts";
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
  if (items.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.key} className={entryError?.(index) ? `${styles.chip} ${styles.chipBad}` : styles.chip}>
          {item.text}
          <button type="button" data-field={`${name}.${index}`} aria-label={`Remove ${item.text}`} onClick={() => onRemove(index)}>
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
        Add
      </Button>
    </div>
  );
}

const firstEntryError = (count: number, entryError?: (index: number) => string | undefined) =>
  Array.from({ length: count }, (_, index) => entryError?.(index)).find(Boolean);

const SHOWN = 8;

/**
 * Languages spoken: type to search every ISO 639-1 language by name, pick with the arrows and
 * Enter or a click; chosen ones are chips. Something that matches none gets the spec's message.
 */
export function LanguagesField({ value, onChange, error, entryError }: ListFieldProps) {
  const id = useId();
  const all = useMemo(() => languageOptions(), []);
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
    if (value.includes(code)) return setProblem(fillMessage("notInArray"));
    if (full) return setProblem(tooManyMessage(PROFILE_LIMITS.languagesSpoken, "languages"));
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
      else setProblem(fillMessage("language"));
    } else if (event.key === "Escape") setOpen(false);
  };

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        Languages you speak
      </label>
      <p className={fieldStyles.hint} id={`${id}-hint`}>
        Up to {PROFILE_LIMITS.languagesSpoken}. Start typing a language's name.
      </p>
      <Chips
        items={value.map((code) => ({ key: code, text: languageName(code) }))}
        label="Languages you speak"
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
          placeholder={full ? `That's ${PROFILE_LIMITS.languagesSpoken} languages` : "e.g. Spanish"}
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
          <div className={styles.options} id={`${id}-list`} role="listbox" aria-label="Matching languages">
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
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const full = value.length >= PROFILE_LIMITS.interests;
  const typedTooLong = tooLong(text, TEXT_LIMITS.interest);
  const message = problem ?? typedTooLong ?? error ?? firstEntryError(value.length, entryError);

  const add = () => {
    const tag = tidyInterest(text);
    if (!tag || typedTooLong) return;
    if (value.some((other) => interestKey(other) === interestKey(tag))) return setProblem(fillMessage("notInArray"));
    if (full) return setProblem(tooManyMessage(PROFILE_LIMITS.interests, "interests"));
    onChange([...value, tag]);
    setText("");
    setProblem(null);
  };

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        Interests
      </label>
      <p className={fieldStyles.hint} id={`${id}-hint`}>
        Up to {PROFILE_LIMITS.interests} topics you'd like to learn or talk about. Type one and press Enter.
      </p>
      <Chips
        items={value.map((tag) => ({ key: interestKey(tag), text: tag }))}
        label="Your interests"
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
        placeholder={full ? `That's ${PROFILE_LIMITS.interests} interests` : "e.g. Public speaking"}
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
