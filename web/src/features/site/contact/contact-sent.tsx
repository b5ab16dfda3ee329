import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { siteContactFormMessages } from "@kora/shared/i18n/messages/site-contact-form.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
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
  const t = useT(siteContactFormMessages);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const demo = kind === "demo";
  const thanks = sent.name ? t.t("sent.thanksName", { name: sent.name }) : t.t("sent.thanks");
  const strong = (chunks: ReactNode[]) => (
    <strong key="email" className={styles.email}>
      {chunks}
    </strong>
  );
  const got = sent.email
    ? t.rich(demo ? "sent.demo.email" : "sent.message.email", { strong, email: sent.email })
    : t.t(demo ? "sent.demo.noEmail" : "sent.message.noEmail");
  return (
    <div className={styles.sent}>
      <span className={styles.sentMark} aria-hidden="true">
        <Icon name="check" size={28} strokeWidth={2.5} />
      </span>
      <h2 ref={heading} tabIndex={-1}>
        {t.t(demo ? "sent.title.demo" : "sent.title")}
      </h2>
      <p className={styles.sentLead}>
        {thanks} {got}
      </p>
      <p>
        {sent.replyWithinHours ? t.t("sent.pro", { hours: sent.replyWithinHours }) : t.t("sent.person")} {t.t("sent.confirmation")}
      </p>
      <div className={styles.sentActions}>
        {demo ? (
          <>
            <ButtonLink to="/use-cases" variant="primary">
              {t.t("sent.useCases")}
            </ButtonLink>
            <ButtonLink to="/pricing" variant="outline">
              {t.t("sent.compare")}
            </ButtonLink>
          </>
        ) : (
          <>
            <ButtonLink to="/faq" variant="primary">
              {t.t("sent.helpCentre")}
            </ButtonLink>
            <Link to={again.to} onClick={again.onClick} className={styles.again}>
              {t.t("sent.another")}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
