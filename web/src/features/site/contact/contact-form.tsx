import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { ContactMessageSent } from "@kora/shared/contracts/contact.ts";
import {
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  DEMO_TOPIC,
  ORGANISATION_SIZE_LABELS,
  ORGANISATION_SIZES,
  TOPIC_NOT_LISTED,
  validateContactField,
  validateContactForm,
  type ContactField,
  type ContactFormErrors,
  type ContactFormValues,
} from "@kora/shared/domain/contact/contact-form.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { EMAIL_MAX_LENGTH } from "@kora/shared/constants.ts";
import { siteContactFormMessages } from "@kora/shared/i18n/messages/site-contact-form.ts";
import type { KeyOf, Translator } from "@kora/shared/i18n/translate.ts";
import { fillMessage } from "@kora/shared/messages.ts";
import { Link } from "react-router-dom";
import { useT } from "../../../lib/i18n/use-t.ts";
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

type ContactFormTranslator = Translator<KeyOf<typeof siteContactFormMessages>>;

/** What a failed plain post's error code means, in the page's language. */
function problemText(t: ContactFormTranslator, error: string | null): string | null {
  if (!error) return null;
  if (error === "invalid") return t.t("problem.invalid");
  if (error === "rate_limited") return t.t("problem.tooMany");
  return t.t("problem.server");
}

/**
 * The form's own checks (the rules shared with the API, which words them in English) in the page's language:
 * each message the rules can give here, looked up by its English. The API's 422s are shown as it sent them.
 */
function checkMessages(t: ContactFormTranslator): (errors: ContactFormErrors) => ContactFormErrors {
  const { contactName: name, message, contactOrganisation: organisation } = TEXT_LIMITS;
  const known = new Map([
    [fillMessage("required", { field: name.field }), t.t("error.name.required")],
    [
      fillMessage("minLength", { field: name.field, min: CONTACT_LIMITS.nameMin }),
      t.t("error.name.short", { min: CONTACT_LIMITS.nameMin }),
    ],
    [name.message, t.t("error.name.long", { max: name.max })],
    [fillMessage("required", { field: "email" }), t.t("error.email.required")],
    [fillMessage("maxLength", { field: "email", max: EMAIL_MAX_LENGTH }), t.t("error.email.long", { max: EMAIL_MAX_LENGTH })],
    [fillMessage("email"), t.t("error.email.invalid")],
    [TOPIC_NOT_LISTED, t.t("error.topic")],
    [fillMessage("required", { field: message.field }), t.t("error.message.required")],
    [
      fillMessage("minLength", { field: message.field, min: CONTACT_LIMITS.messageMin }),
      t.t("error.message.short", { min: CONTACT_LIMITS.messageMin }),
    ],
    [message.message, t.t("error.message.long", { max: message.max })],
    [organisation.message, t.t("error.organisation.long", { max: organisation.max })],
    [fillMessage("required", { field: "organisation size" }), t.t("error.organisationSize")],
  ]);
  return (errors) =>
    Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, text && (known.get(text) ?? text)])) as ContactFormErrors;
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
  const t = useT(siteContactFormMessages);
  const said = checkMessages(t);
  const formRef = useRef<HTMLFormElement>(null);
  const demo = kind === "demo";
  const [errors, setErrors] = useState<ContactFormErrors>(() =>
    initial.error === "invalid" ? said(validateContactForm({ ...initial.values, topic: demo ? DEMO_TOPIC : initial.values.topic })) : {},
  );
  const [problem, setProblem] = useState<string | null>(() => problemText(t, initial.error));
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
    const message = said({ [field]: validateContactField(field, readValues(formRef.current)) ?? undefined })[field];
    setErrors((current) => ({ ...current, [field]: message }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const values = readValues(event.currentTarget);
    const found = said(validateContactForm(values));
    setProblem(null);
    if (Object.keys(found).length > 0) return show(found);
    setBusy(true);
    try {
      onSent(await postJson<ContactMessageSent>(CONTACT_ENDPOINT, values));
    } catch (error) {
      if (error instanceof SiteApiError && error.status === 422 && error.fields) {
        show(Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field, messages[0]])) as ContactFormErrors);
      } else {
        setProblem(error instanceof SiteApiError ? error.message : t.t("problem.network"));
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
          label={t.t("name")}
          autoComplete="name"
          required
          minLength={CONTACT_LIMITS.nameMin}
          limit={TEXT_LIMITS.contactName}
          {...field("name")}
        />
        <TextField
          label={t.t(demo ? "workEmail" : "email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...field("email")}
        />
      </FieldRow>
      {demo ? (
        <>
          <FieldRow>
            <TextField
              label={t.t("organisation")}
              autoComplete="organization"
              limit={TEXT_LIMITS.contactOrganisation}
              {...field("organisation")}
            />
            <SelectField label={t.t("organisationSize")} {...field("organisationSize")}>
              <option value="">{t.t("size.none")}</option>
              {ORGANISATION_SIZES.map((size) => (
                <option key={size} value={size}>
                  {t.has(`size.${size}`) ? t.t(`size.${size}`) : ORGANISATION_SIZE_LABELS[size]}
                </option>
              ))}
            </SelectField>
          </FieldRow>
          <input type="hidden" name="topic" value={DEMO_TOPIC} />
        </>
      ) : (
        <SelectField label={t.t("topic")} {...field("topic")}>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {t.has(`topic.${topic.id}`) ? t.t(`topic.${topic.id}`) : topic.label}
            </option>
          ))}
        </SelectField>
      )}
      <TextAreaField
        label={t.t(demo ? "message.demo" : "message")}
        hint={t.t(demo ? "hint.demo" : "hint")}
        rows={7}
        required
        minLength={CONTACT_LIMITS.messageMin}
        limit={TEXT_LIMITS.message}
        onInput={(event) => setMessageLength(event.currentTarget.value.trim().length)}
        below={
          <p className={styles.counter}>
            {t.t("counter", { length: messageLength, max: CONTACT_LIMITS.messageMax, min: CONTACT_LIMITS.messageMin })}
          </p>
        }
        {...field("message")}
      />
      {/* The honeypot: hidden from people and screen readers, irresistible to bots. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t.t("trap")}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className={styles.actions}>
        <Button type="submit" size="large" busy={busy}>
          {t.t(demo ? "send.demo" : "send")}
        </Button>
        <p className={styles.privacy}>
          {t.rich("privacy", {
            link: (chunks) => (
              <Link key="link" to="/privacy">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
    </form>
  );
}
