import { useId, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { ContactForm, returnedForm } from "./contact-form.tsx";
import { ContactSent, type SentNote } from "./contact-sent.tsx";
import styles from "./contact-pages.module.css";

/** The confirmation a plain (no-JavaScript) form post comes back to: `?sent=1&name=…&email=…[&within=24]`. */
function sentFromQuery(params: URLSearchParams): SentNote | null {
  if (params.get("sent") !== "1") return null;
  return { name: params.get("name") ?? "", email: params.get("email") ?? "", replyWithinHours: params.get("within") === "24" ? 24 : null };
}

/**
 * The contact form in its card, or what was sent once it has been: shared by get in touch and book
 * a demo. What a failed plain post sends back (values and errors in the query) fills the form again.
 */
export function ContactFormCard({
  kind,
  path,
  topic,
  title,
  intro,
}: {
  kind: "contact" | "demo";
  path: string;
  topic: string;
  title: string;
  intro: ReactNode;
}) {
  const [params] = useSearchParams();
  const titleId = useId();
  const [sent, setSent] = useState<{ note: SentNote; fresh: boolean } | null>(() => {
    const note = sentFromQuery(params);
    return note && { note, fresh: false };
  });
  const [initial] = useState(() => returnedForm(params, topic));
  return (
    <section className={styles.formCard} aria-labelledby={titleId}>
      {sent ? (
        <ContactSent kind={kind} sent={sent.note} focus={sent.fresh} again={{ to: path, onClick: () => setSent(null) }} />
      ) : (
        <>
          <h2 id={titleId}>{title}</h2>
          <p className={styles.formIntro}>{intro}</p>
          <ContactForm kind={kind} initial={initial} onSent={(result) => setSent({ note: result, fresh: true })} />
        </>
      )}
    </section>
  );
}
