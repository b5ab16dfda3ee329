import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { ContactMessageSent } from "@kora/shared/contracts/contact.ts";
import {
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  DEMO_TOPIC,
  ORGANISATION_SIZE_LABELS,
  ORGANISATION_SIZES,
  validateContactField,
  validateContactForm,
  type ContactField,
  type ContactFormErrors,
  type ContactFormValues,
} from "@kora/shared/domain/contact/contact-form.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { Link } from "react-router-dom";
import { postJson, SiteApiError } from "../../../site-app/site-data.tsx";
import { Button } from "../../../ui/button.tsx";
import { FieldRow, SelectField, TextAreaField, TextField } from "../../../ui/text-field.tsx";
import styles from "./contact-form.module.css";

export const CONTACT_ENDPOINT = "/api/contact-messages";

/** Where a plain form post came back from: what was typed and the error code (see contact.routes.ts). */
export interface ReturnedForm {
  values: ContactFormValues;
  /** "invalid", "rate_limited", …; null for a fresh form. */
  error: string | null;
}

/** The form's starting point from the page's query: `?topic=` preselects, a failed plain post refills. */
export function returnedForm(params: URLSearchParams, topic: string): ReturnedForm {
  const get = (key: string) => params.get(key) ?? "";
  return {
    values: {
      name: get("name"),
      email: get("email"),
      topic,
      message: get("message"),
      organisation: get("organisation"),
      organisationSize: get("organisationSize"),
    },
    error: params.get("error"),
  };
}

const ORDER: ContactField[] = ["name", "email", "organisation", "organisationSize", "topic", "message"];
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

function problemText(error: string | null): string | null {
  if (!error) return null;
  if (error === "invalid") return "Some details need another look. The fields that need changing are marked below.";
  if (error === "rate_limited") return MESSAGES.tooMany;
  return MESSAGES.server;
}

function readValues(form: HTMLFormElement): ContactFormValues & { website: string } {
  const data = new FormData(form);
  const get = (key: string) => {
    const value = data.get(key);
    return typeof value === "string" ? value : "";
  };
  return {
    name: get("name"),
    email: get("email"),
    topic: get("topic"),
    message: get("message"),
    organisation: get("organisation"),
    organisationSize: get("organisationSize"),
    website: get("website"),
  };
}

/**
 * The contact and demo form. A real form posting to the API, so it works before (or without)
 * JavaScript; once hydrated it checks fields with the same rules as the API, posts JSON and shows
 * field messages inline. Fields are uncontrolled: nothing typed is ever reset by an error.
 */
export function ContactForm({
  kind,
  initial,
  onSent,
}: {
  kind: "contact" | "demo";
  initial: ReturnedForm;
  onSent: (sent: ContactMessageSent) => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const demo = kind === "demo";
  const [errors, setErrors] = useState<ContactFormErrors>(() =>
    initial.error === "invalid" ? validateContactForm({ ...initial.values, topic: demo ? DEMO_TOPIC : initial.values.topic }) : {},
  );
  const [problem, setProblem] = useState<string | null>(() => problemText(initial.error));
  const [busy, setBusy] = useState(false);
  const [messageLength, setMessageLength] = useState(initial.values.message.trim().length);

  // With JavaScript the page gives the spec's messages itself; without it the browser's own checks apply.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const focusField = (field: ContactField) => {
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  };

  const show = (next: ContactFormErrors) => {
    setErrors(next);
    const first = ORDER.find((field) => next[field]);
    if (first) focusField(first);
  };

  /**
   * A field with a message is re-checked as it changes, so the message goes as soon as it's fixed.
   * (Not on blur: the layout would shift under a click on Send and swallow it.)
   */
  const recheck = (field: ContactField) => {
    if (!errors[field] || !formRef.current) return;
    const message = validateContactField(field, readValues(formRef.current));
    setErrors((current) => ({ ...current, [field]: message ?? undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const values = readValues(event.currentTarget);
    const found = validateContactForm(values);
    setProblem(null);
    if (Object.keys(found).length > 0) return show(found);
    setBusy(true);
    try {
      onSent(await postJson<ContactMessageSent>(CONTACT_ENDPOINT, values));
    } catch (error) {
      if (error instanceof SiteApiError && error.status === 422 && error.fields) {
        show(Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field, messages[0]])) as ContactFormErrors);
      } else {
        setProblem(error instanceof SiteApiError ? error.message : MESSAGES.network);
      }
    } finally {
      setBusy(false);
    }
  }

  const field = (name: ContactField) => ({
    name,
    error: errors[name],
    defaultValue: initial.values[name] ?? "",
    onChange: () => recheck(name),
  });

  return (
    <form
      ref={formRef}
      className={styles.form}
      method="post"
      action={CONTACT_ENDPOINT}
      onSubmit={submit}
      aria-describedby={problem ? `${id}-problem` : undefined}
    >
      {problem && (
        <p className={styles.problem} id={`${id}-problem`} role="alert">
          {problem}
        </p>
      )}
      <FieldRow>
        <TextField
          label="Your name"
          autoComplete="name"
          required
          minLength={CONTACT_LIMITS.nameMin}
          limit={TEXT_LIMITS.contactName}
          {...field("name")}
        />
        <TextField label={demo ? "Work email" : "Email"} type="email" autoComplete="email" inputMode="email" required {...field("email")} />
      </FieldRow>
      {demo ? (
        <>
          <FieldRow>
            <TextField
              label="Organisation (optional)"
              autoComplete="organization"
              limit={TEXT_LIMITS.contactOrganisation}
              {...field("organisation")}
            />
            <SelectField label="Organisation size (optional)" {...field("organisationSize")}>
              <option value="">Prefer not to say</option>
              {ORGANISATION_SIZES.map((size) => (
                <option key={size} value={size}>
                  {ORGANISATION_SIZE_LABELS[size]}
                </option>
              ))}
            </SelectField>
          </FieldRow>
          <input type="hidden" name="topic" value={DEMO_TOPIC} />
        </>
      ) : (
        <SelectField label="What's it about?" {...field("topic")}>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.label}
            </option>
          ))}
        </SelectField>
      )}
      <TextAreaField
        label={demo ? "What would you like to see?" : "Your message"}
        hint={
          demo
            ? "For example: how many experts or members you have, and what sessions you'd like to run."
            : "The more detail you give, the sooner we can help. Please leave out card numbers and passwords."
        }
        rows={7}
        required
        minLength={CONTACT_LIMITS.messageMin}
        limit={TEXT_LIMITS.message}
        onInput={(event) => setMessageLength(event.currentTarget.value.trim().length)}
        below={
          <p className={styles.counter}>
            {thousands(messageLength)} of {thousands(CONTACT_LIMITS.messageMax)} characters (at least {CONTACT_LIMITS.messageMin})
          </p>
        }
        {...field("message")}
      />
      {/* The honeypot: hidden from people and screen readers, irresistible to bots. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className={styles.actions}>
        <Button type="submit" size="large" busy={busy}>
          {demo ? "Request a demo" : "Send message"}
        </Button>
        <p className={styles.privacy}>
          We use these details only to answer you. See our <Link to="/privacy">privacy policy</Link>.
        </p>
      </div>
    </form>
  );
}
