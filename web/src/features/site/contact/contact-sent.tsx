import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { BRAND } from "@kora/shared/brand.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import styles from "./contact-form.module.css";

export interface SentNote {
  name: string;
  email: string;
  replyWithinHours: number | null;
}

/** The confirmation that replaces the form. `focus`: it appeared in place of the form, so take the focus. */
export function ContactSent({
  kind,
  sent,
  focus,
  again,
}: {
  kind: "contact" | "demo";
  sent: SentNote;
  focus: boolean;
  again: { to: string; onClick: () => void };
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const demo = kind === "demo";
  const thanks = sent.name ? `Thanks, ${sent.name}.` : "Thanks.";
  const replyTo = sent.email ? (
    <>
      will reply to <strong className={styles.email}>{sent.email}</strong>
    </>
  ) : (
    "will reply by email"
  );
  return (
    <div className={styles.sent}>
      <span className={styles.sentMark} aria-hidden="true">
        <Icon name="check" size={28} strokeWidth={2.5} />
      </span>
      <h2 ref={heading} tabIndex={-1}>
        {demo ? "Demo request sent" : "Message sent"}
      </h2>
      <p className={styles.sentLead}>
        {thanks}{" "}
        {demo ? <>We've got your demo request and {replyTo} to find a time that suits you.</> : <>We've got your message and {replyTo}.</>}
      </p>
      <p>
        {sent.replyWithinHours
          ? `As a ${BRAND.name} Pro member, you'll hear back within ${sent.replyWithinHours} hours.`
          : "A person on our team reads every message and writes the reply."}{" "}
        We've also emailed you a confirmation. If it isn't in your inbox in a few minutes, check your spam folder.
      </p>
      <div className={styles.sentActions}>
        {demo ? (
          <>
            <ButtonLink to="/use-cases" variant="primary">
              Explore use cases
            </ButtonLink>
            <ButtonLink to="/pricing" variant="outline">
              Compare plans
            </ButtonLink>
          </>
        ) : (
          <>
            <ButtonLink to="/faq" variant="primary">
              Browse the help centre
            </ButtonLink>
            <Link to={again.to} onClick={again.onClick} className={styles.again}>
              Send another message
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
