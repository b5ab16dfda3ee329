import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { EMAIL_MAX_LENGTH } from "@kora/shared/constants.ts";
import type { ContactMessageSent } from "@kora/shared/contracts/contact.ts";
import { CONTACT_LIMITS, INVITE_TOPIC, validateContactField } from "@kora/shared/domain/contact/contact-form.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { siteInviteRequestMessages } from "@kora/shared/i18n/messages/site-invite-request.ts";
import type { KeyOf, Translator } from "@kora/shared/i18n/translate.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { postJson, SiteApiError } from "../../../site-app/site-data.tsx";
import { Button } from "../../../ui/button.tsx";
import { TextField } from "../../../ui/text-field.tsx";
import { type OutcomeStore, rememberInviteRequest } from "./invite-request-rule.ts";
import styles from "./invite-request.module.css";

const CONTACT_ENDPOINT = "/api/contact-messages";

type Errors = Partial<Record<"name" | "email", string>>;
type Words = Translator<KeyOf<typeof siteInviteRequestMessages>>;

/** The contact form's rules (shared with the API), each broken one said in the page's language. */
function check(t: Words, name: string, email: string): Errors {
  const values = { name, email, topic: INVITE_TOPIC, message: "" };
  const errors: Errors = {};
  if (validateContactField("name", values))
    errors.name =
      name.length === 0
        ? t.t("name.required")
        : name.length < CONTACT_LIMITS.nameMin
          ? t.t("name.short", { min: String(CONTACT_LIMITS.nameMin) })
          : t.t("name.long", { max: String(CONTACT_LIMITS.nameMax) });
  if (validateContactField("email", values))
    errors.email =
      email.length === 0
        ? t.t("email.required")
        : email.length > EMAIL_MAX_LENGTH
          ? t.t("email.long", { max: String(EMAIL_MAX_LENGTH) })
          : t.t("email.invalid");
  return errors;
}

/**
 * The request-invite popup (core §2): a small, non-modal box in the bottom corner. It never takes
 * focus; Escape or the close button dismisses it. First name and email go to the team's contact
 * mailbox as "Request an invite"; then it says so. Closing or sending keeps it from showing again.
 */
export function InviteRequestPopup({ store, onClose }: { store: OutcomeStore | null; onClose: () => void }) {
  const t = useT(siteInviteRequestMessages);
  const titleId = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<ContactMessageSent | null>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  const dismiss = () => {
    if (!sent) rememberInviteRequest(store, "dismissed");
    closeRef.current();
  };
  const dismissRef = useRef(dismiss);
  dismissRef.current = dismiss;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) dismissRef.current();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get("name") ?? "").trim();
    const email = String(data.get("email") ?? "").trim();
    const found = check(t, name, email);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await postJson<ContactMessageSent>(CONTACT_ENDPOINT, { name, email, topic: INVITE_TOPIC, message: "" });
      rememberInviteRequest(store, "sent");
      setSent(answer);
    } catch (error) {
      if (error instanceof SiteApiError && error.fields) setErrors({ name: error.fields.name?.[0], email: error.fields.email?.[0] });
      else setProblem(t.t(error instanceof SiteApiError && error.status === 429 ? "error.tooMany" : "error.server"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.popup} role="dialog" aria-modal="false" aria-labelledby={titleId} data-testid="invite-request">
      <button type="button" className={styles.close} onClick={dismiss} aria-label={t.t("close")}>
        <span aria-hidden="true">×</span>
      </button>
      <h2 id={titleId} className={styles.title}>
        {t.t(sent ? "title.sent" : "title.ask")}
      </h2>
      {sent ? (
        <div role="status">
          <p className={styles.text}>
            {t.rich("sent.text", {
              name: sent.name,
              email: sent.email,
              strong: (chunks) => <strong key="email">{chunks}</strong>,
            })}
          </p>
          <Button variant="outline" size="small" onClick={dismiss}>
            {t.t("close")}
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <p className={styles.text}>{t.t("intro")}</p>
          <div className={styles.fields}>
            <TextField
              label={t.t("field.name")}
              name="name"
              autoComplete="given-name"
              maxLength={TEXT_LIMITS.contactName.max}
              error={errors.name}
            />
            <TextField label={t.t("field.email")} name="email" type="email" autoComplete="email" inputMode="email" error={errors.email} />
          </div>
          {problem && (
            <p className={styles.problem} role="alert">
              {problem}
            </p>
          )}
          <Button type="submit" variant="primary" busy={busy} block>
            {t.t("submit")}
          </Button>
        </form>
      )}
    </section>
  );
}
