import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router-dom";
import type { UnsubscribeStatus } from "@kora/shared/contracts/contact.ts";
import type { InMailUnsubscribeStatus } from "@kora/shared/contracts/inmail.ts";
import { siteContactUnsubscribeMessages } from "@kora/shared/i18n/messages/site-contact-unsubscribe.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { postJson, SiteApiError, useSiteQuery } from "../../../site-app/site-data.tsx";
import { Button, ButtonLink } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { Container } from "../../../ui/surface.tsx";
import { InviteNotInterested } from "./invite-not-interested.tsx";
import styles from "./not-interested.module.css";

/** An address or a group's name, set apart inside a sentence. */
const b = (chunks: ReactNode[]) => (
  <strong key="b" className={styles.email}>
    {chunks}
  </strong>
);

/**
 * `/not-interested?token=…`: unsubscribe from non-essential mail, from the link at the foot of such an
 * email; `?inmail=…`: stop a group's InMail, from the link at the foot of one (core §4 InMail); `?invite=…`: stop
 * invites to the address, from an invite mail (core §3 Invite).
 */
export default function NotInterestedPage() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const inmail = params.get("inmail")?.trim() ?? "";
  const invite = params.get("invite")?.trim() ?? "";
  const t = useT(siteContactUnsubscribeMessages);
  return (
    <>
      <PageMeta title={siteTitle(t.t("meta.title"))} description={t.t("meta.description")} path="/not-interested" noindex />
      <div className={styles.page}>
        <Container>
          <div className={styles.card}>
            <span className={styles.mark} aria-hidden="true">
              <Icon name="mail" size={28} />
            </span>
            {invite ? (
              <InviteNotInterested key={invite} code={invite} classes={styles} />
            ) : inmail ? (
              <InMailUnsubscribe key={inmail} token={inmail} />
            ) : token ? (
              <WithToken key={token} token={token} resubscribed={params.get("resubscribed") === "1"} />
            ) : (
              <InvalidLink />
            )}
          </div>
        </Container>
      </div>
    </>
  );
}

function WithToken({ token, resubscribed }: { token: string; resubscribed: boolean }) {
  const { data } = useSiteQuery<UnsubscribeStatus>(["unsubscribe", token], `/api/unsubscribe?token=${encodeURIComponent(token)}`, {
    staleTime: Infinity,
  });
  const [changed, setChanged] = useState<UnsubscribeStatus | null>(null);
  const [welcomeBack, setWelcomeBack] = useState(resubscribed);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT(siteContactUnsubscribeMessages);
  const current = changed ?? data ?? { status: "invalid" };

  // After a change the heading says what happened; take the focus there so it is read out.
  useEffect(() => {
    if (changed) heading.current?.focus();
  }, [changed]);

  if (current.status === "invalid") return <InvalidLink />;

  const change = (action: "unsubscribe" | "resubscribe") => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      setChanged(await postJson<UnsubscribeStatus>(action === "unsubscribe" ? "/api/unsubscribe" : "/api/unsubscribe/undo", { token }));
      setWelcomeBack(action === "resubscribe");
    } catch (error) {
      setProblem(error instanceof SiteApiError ? error.message : t.t("network"));
    } finally {
      setBusy(false);
    }
  };

  const form = (action: "unsubscribe" | "resubscribe", label: string, variant: "primary" | "outline") => (
    <form
      method="post"
      action={action === "unsubscribe" ? "/api/unsubscribe" : "/api/unsubscribe/undo"}
      onSubmit={change(action)}
      className={styles.form}
    >
      <input type="hidden" name="token" value={token} />
      <Button type="submit" size="large" variant={variant} busy={busy}>
        {label}
      </Button>
    </form>
  );

  return (
    <>
      {current.status === "unsubscribed" ? (
        <>
          <h1 ref={heading} tabIndex={-1} className={styles.title}>
            {t.t("unsubscribed.title")}
          </h1>
          <p className={styles.lede}>{t.rich("unsubscribed.lede", { b, email: current.email })}</p>
          <StillSent />
          <h2 className={styles.subhead}>{t.t("changedMind")}</h2>
          <p>{t.t("changedMind.text")}</p>
          {form("resubscribe", t.t("resubscribe"), "outline")}
        </>
      ) : (
        <>
          {welcomeBack && (
            <p className={styles.notice} role="status">
              <Icon name="check" size={18} /> {t.t("welcomeBack")}
            </p>
          )}
          <h1 ref={heading} tabIndex={-1} className={styles.title}>
            {t.t("subscribed.title")}
          </h1>
          <p className={styles.lede}>{t.rich("subscribed.lede", { b, email: current.email })}</p>
          <StillSent />
          {form("unsubscribe", t.t("unsubscribe"), "primary")}
        </>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </>
  );
}

/** A group's InMail: one button stops it (the form posts without JavaScript too). */
function InMailUnsubscribe({ token }: { token: string }) {
  const path = `/api/inmail/u/${encodeURIComponent(token)}`;
  const { data } = useSiteQuery<InMailUnsubscribeStatus>(["inmail-unsubscribe", token], path, { staleTime: Infinity });
  const [changed, setChanged] = useState<InMailUnsubscribeStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT(siteContactUnsubscribeMessages);
  const current = changed ?? data ?? { status: "invalid" };

  useEffect(() => {
    if (changed) heading.current?.focus();
  }, [changed]);

  if (current.status === "invalid") return <InvalidLink />;
  const stop = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      setChanged(await postJson<InMailUnsubscribeStatus>(path, {}));
    } catch (error) {
      setProblem(error instanceof SiteApiError ? error.message : t.t("network"));
    } finally {
      setBusy(false);
    }
  };
  return current.status === "unsubscribed" ? (
    <>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {t.t("unsubscribed.title")}
      </h1>
      <p className={styles.lede}>{t.rich("inmail.unsubscribed.lede", { b, group: current.groupName })}</p>
      <p>{t.t("inmail.unsubscribed.text")}</p>
    </>
  ) : (
    <>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {t.t("inmail.title", { group: current.groupName })}
      </h1>
      <p className={styles.lede}>{t.rich("inmail.lede", { b, group: current.groupName })}</p>
      <form method="post" action={path} onSubmit={stop} className={styles.form}>
        <Button type="submit" size="large" busy={busy}>
          {t.t("unsubscribe")}
        </Button>
      </form>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </>
  );
}

function StillSent() {
  const t = useT(siteContactUnsubscribeMessages);
  return (
    <div className={styles.still}>
      <h2 className={styles.subhead}>{t.t("still.title")}</h2>
      <p>{t.t("still.text")}</p>
    </div>
  );
}

function InvalidLink(): ReactNode {
  const t = useT(siteContactUnsubscribeMessages);
  return (
    <>
      <h1 className={styles.title}>{t.t("invalid.title")}</h1>
      <p className={styles.lede}>{t.t("invalid.text")}</p>
      <div className={styles.actions}>
        <ButtonLink to="/get-in-touch?topic=other" size="large">
          {t.t("invalid.contact")}
        </ButtonLink>
        <Link to="/faq" className={styles.link}>
          {t.t("invalid.help")}
        </Link>
      </div>
    </>
  );
}
