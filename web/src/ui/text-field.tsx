import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { countedLength, tooLong, type TextLimit } from "@kora/shared/domain/validation/text-limit.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { useLocale } from "../lib/i18n/locale.tsx";
import styles from "./field.module.css";

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

function Frame({ id, label, hint, error, children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          <span aria-hidden="true">!</span> {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, hint: unknown, error: unknown, below?: unknown) =>
  [hint && `${id}-hint`, below && `${id}-below`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;

const numbers = new Map<Locale, Intl.NumberFormat>();
/** A count as the fields show it: 12,000 (12 000 in Swedish). */
export function formatCount(n: number, locale: Locale = "en"): string {
  let format = numbers.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numbers.set(locale, format);
  }
  return format.format(n);
}

/** The count appears once the text reaches this share of its limit. */
const COUNT_FROM = 0.8;
const countShown = (value: string, limit: TextLimit) => countedLength(value, limit) >= limit.max * COUNT_FROM;

/**
 * The quiet "4,321 / 5,000" of a field with a limit: from 80 % of the limit (or `always`), in the
 * error colour past it. Nothing is ever cut: the limit's message says what to do instead.
 */
export function LimitCount({
  id,
  value,
  limit,
  always = false,
  children,
}: {
  id?: string;
  value: string;
  limit: TextLimit;
  always?: boolean;
  children?: ReactNode;
}) {
  const locale = useLocale();
  if (!always && !countShown(value, limit)) return null;
  const length = countedLength(value, limit);
  return (
    <p id={id} className={`${styles.count} ${length > limit.max ? styles.countOver : ""}`}>
      {formatCount(length, locale)} / {formatCount(limit.max, locale)}
      {children}
    </p>
  );
}

/**
 * What a field with a limit needs: the text in it, whether it is controlled (`value`) or not
 * (`register()`, `defaultValue`) — an uncontrolled one is followed through its input events and read
 * back after each render (a reset or setValue changes it without one). Without a limit, `ref` and
 * `onChange` pass through untouched.
 */
function useLimitedText<E extends HTMLInputElement | HTMLTextAreaElement>(
  limit: TextLimit | undefined,
  props: { value?: unknown; defaultValue?: unknown; onChange?: (event: ChangeEvent<E>) => void },
  ref: Ref<E> | undefined,
) {
  const element = useRef<E | null>(null);
  const controlled = props.value !== undefined && props.value !== null;
  const [typed, setTyped] = useState(() => String(props.value ?? props.defaultValue ?? ""));
  const text = controlled ? String(props.value) : typed;
  useEffect(() => {
    if (limit && !controlled && element.current && element.current.value !== typed) setTyped(element.current.value);
  });
  const setRef = useCallback(
    (node: E | null) => {
      element.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  const { onChange } = props;
  if (!limit) return { text, error: null, ref, onChange };
  return {
    text,
    error: tooLong(text, limit),
    ref: setRef,
    onChange: (event: ChangeEvent<E>) => {
      if (!controlled) setTyped(event.target.value);
      onChange?.(event);
    },
  };
}

/**
 * A one-line field. With `limit` (from TEXT_LIMITS, the API's own), it counts towards the maximum
 * and, past it, shows the API's message; what was typed or pasted stays as it is.
 */
export function TextField({
  label,
  hint,
  error,
  limit,
  ref,
  id: givenId,
  ...input
}: FieldFrame & { limit?: TextLimit } & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const limited = useLimitedText(limit, input, ref);
  const shown = error ?? limited.error ?? undefined;
  const count = limit && countShown(limited.text, limit) && <LimitCount id={`${id}-below`} value={limited.text} limit={limit} />;
  return (
    <Frame id={id} label={label} hint={hint} error={shown}>
      <input
        id={id}
        className={styles.control}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy(id, hint, shown, count)}
        {...input}
        ref={limited.ref}
        onChange={limited.onChange}
      />
      {count}
    </Frame>
  );
}

export function SelectField({
  label,
  hint,
  error,
  ref,
  children,
  id: givenId,
  ...select
}: FieldFrame & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <select
        ref={ref}
        id={id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        {children}
      </select>
    </Frame>
  );
}

/**
 * A multi-line field in the same frame; `below` sits under the box (a counter) and is read with it.
 * With `limit`, as TextField; a `below` of its own replaces the limit's count.
 */
export function TextAreaField({
  label,
  hint,
  error,
  below,
  limit,
  ref,
  id: givenId,
  ...textarea
}: FieldFrame & { below?: ReactNode; limit?: TextLimit } & TextareaHTMLAttributes<HTMLTextAreaElement> & {
    ref?: Ref<HTMLTextAreaElement>;
  }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const limited = useLimitedText(limit, textarea, ref);
  const shown = error ?? limited.error ?? undefined;
  const under = below ?? (limit && countShown(limited.text, limit) && <LimitCount value={limited.text} limit={limit} />);
  return (
    <Frame id={id} label={label} hint={hint} error={shown}>
      <textarea
        id={id}
        className={`${styles.control} ${styles.textarea}`}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy(id, hint, shown, under)}
        {...textarea}
        ref={limited.ref}
        onChange={limited.onChange}
      />
      {under && <div id={`${id}-below`}>{under}</div>}
    </Frame>
  );
}

/** Two or more fields side by side from 600 px. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

export interface Choice {
  value: string;
  title: string;
  description?: string;
}

/** Radio buttons drawn as cards; `inputProps` is spread on each radio (e.g. a registered field). */
export function ChoiceCards({
  legend,
  choices,
  error,
  inputProps,
}: {
  legend: ReactNode;
  choices: Choice[];
  error?: string;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}) {
  const id = useId();
  return (
    <fieldset className={styles.choices} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.label}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input type="radio" value={choice.value} {...inputProps} />
          <span className={styles.choiceBox}>
            <strong>{choice.title}</strong>
            {choice.description && <span>{choice.description}</span>}
          </span>
        </label>
      ))}
      {error && (
        <p className={styles.error} id={`${id}-error`} style={{ gridColumn: "1 / -1" }}>
          <span aria-hidden="true">!</span> {error}
        </p>
      )}
    </fieldset>
  );
}
