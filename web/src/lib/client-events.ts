/**
 * Things the app's own code reports for activity tracking without knowing who listens (lib code
 * cannot import features): a form submitted, or refused by its checks or by the server. Only names
 * travel here, never what was typed.
 */
export type FormEvent = { kind: "formSubmit"; form: string } | { kind: "formError"; form: string; fields: string[] };

const listeners = new Set<(event: FormEvent) => void>();

/** Subscribes to form events; returns the unsubscribe. */
export function onFormEvent(listener: (event: FormEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitFormEvent(event: FormEvent): void {
  for (const listener of listeners) listener(event);
}

/** A form's name for the reports: its accessible name (aria-label, aria-labelledby), else its id or name. */
export function formName(form: HTMLFormElement | null): string {
  if (!form) return "form";
  const labelledBy = form.getAttribute("aria-labelledby");
  const labelled = labelledBy
    ?.split(/\s+/)
    .map((id) => form.ownerDocument.getElementById(id)?.textContent ?? "")
    .join(" ");
  return (
    [form.getAttribute("aria-label"), labelled, form.id, form.getAttribute("name")]
      .map((name) => name?.replace(/\s+/g, " ").trim())
      .find(Boolean) ?? "form"
  );
}
