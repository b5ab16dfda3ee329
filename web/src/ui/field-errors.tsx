import { useCallback, useMemo, useState } from "react";
import type { FieldErrors as ServerFieldErrors } from "@kora/shared/contracts/errors.ts";
import { scrollTopFor } from "../lib/forms/form-errors.ts";
import { toast } from "../lib/toast/toast.atoms.ts";
import styles from "./field.module.css";

/**
 * The error state of a form that keeps its own values (not react-hook-form's useKoraForm): one message a
 * field, named by its path ("socialLinks.2"). The same rules as useKoraForm (core §5): the first error on
 * the page is toasted, scrolled to and focused; a field's error goes when the person changes it.
 */
export type FieldErrorMap<Field extends string> = Partial<Record<Field, string>>;

/** A field under another by path: "socialLinks.2" is under "socialLinks". */
const isUnder = (name: string, field: string) => name === field || name.startsWith(`${field}.`);

/** `errors` without the given fields and everything under them. */
export function withoutFields<Field extends string>(errors: FieldErrorMap<Field>, fields: readonly string[]): FieldErrorMap<Field> {
  return Object.fromEntries(
    Object.entries(errors).filter(([name]) => !fields.some((field) => isUnder(name, field))),
  ) as FieldErrorMap<Field>;
}

/**
 * The errored field that comes first on the page: by `order` (top-level fields in page order), then
 * entries of one field by index. Fields not in `order` come last.
 */
export function firstErrorField<Field extends string>(errors: FieldErrorMap<Field>, order: readonly string[]): Field | null {
  const rank = (name: string) => {
    const at = order.indexOf(name.split(".")[0]!);
    return at === -1 ? order.length : at;
  };
  const names = Object.entries(errors)
    .filter(([, message]) => Boolean(message))
    .map(([name]) => name as Field);
  return names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, "en", { numeric: true }))[0] ?? null;
}

/**
 * A 422's field map as one message a field: the first of each. `fieldOf` renames the API's fields to the
 * form's (or drops one the form has no place for, with null).
 */
export function firstMessages<Field extends string>(
  fields: ServerFieldErrors,
  fieldOf: (name: string) => Field | null = (name) => name as Field,
): FieldErrorMap<Field> {
  const found: FieldErrorMap<Field> = {};
  for (const [name, messages] of Object.entries(fields)) {
    const field = fieldOf(name);
    if (field && messages[0] && !found[field]) found[field] = messages[0];
  }
  return found;
}

/** Scrolls a field 150 px clear of the top and focuses it (or the first control inside it). */
export function focusField(element: HTMLElement | null) {
  if (!element) return;
  window.scrollTo({ top: scrollTopFor(element.getBoundingClientRect().top, window.scrollY), behavior: "smooth" });
  const control = element.matches("input, select, textarea, button, [tabindex]")
    ? element
    : element.querySelector<HTMLElement>("input, select, textarea, button");
  control?.focus({ preventScroll: true });
}

/**
 * A form's field errors. `order` is its fields in page order; `locate` finds a field's element for the
 * scroll and focus.
 */
export function useFieldErrors<Field extends string>(order: readonly Field[], locate: (field: Field) => HTMLElement | null) {
  const [errors, setErrors] = useState<FieldErrorMap<Field>>({});
  /** Replaces every error (`{}` clears them). */
  const set = useCallback((found: FieldErrorMap<Field>) => setErrors(found), []);
  /** Sets or clears one field's error, leaving the others. */
  const setOne = useCallback((field: Field, message: string | undefined) => setErrors((current) => ({ ...current, [field]: message })), []);
  /** The person is changing these fields: their errors (and their entries') go. */
  const clear = useCallback((...fields: Field[]) => setErrors((current) => withoutFields(current, fields)), []);
  /**
   * Shows `found` and points at the first: its message toasted (or `message`, for a form that says it
   * once), its field scrolled to and focused. False when there was nothing to show.
   */
  const report = useCallback(
    (found: FieldErrorMap<Field>, message?: string) => {
      setErrors(found);
      const first = firstErrorField(found, order);
      if (!first) return false;
      toast.error(message ?? found[first]!);
      focusField(locate(first));
      return true;
    },
    [order, locate],
  );
  return useMemo(() => ({ errors, set, setOne, clear, report }), [errors, set, setOne, clear, report]);
}

/** A field's error under it, read out as it appears; nothing when there is none. */
export function FieldError({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.error} id={id} role="alert">
      <span aria-hidden="true">!</span> {message}
    </p>
  );
}
