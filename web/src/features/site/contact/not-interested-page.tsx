import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { BRAND } from "@kora/shared/brand.ts";
import type { UnsubscribeStatus } from "@kora/shared/contracts/contact.ts";
import type { InMailUnsubscribeStatus } from "@kora/shared/contracts/inmail.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { postJson, SiteApiError, useSiteQuery } from "../../../site-app/site-data.tsx";
import { Button, ButtonLink } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { Container } from "../../../ui/surface.tsx";
import { InviteNotInterested } from "./invite-not-interested.tsx";
import styles from "./not-interested.module.css";

export const NOT_INTERESTED_TITLE = siteTitle("Unsubscribe from news and tips");
export const NOT_INTERESTED_DESCRIPTION = `Stop ${BRAND.name}'s news, tips and product update emails in one click. Booking emails, sign-in codes and receipts keep coming, as they're part of the service.`;

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
  return (
    <>
      <PageMeta title={NOT_INTERESTED_TITLE} description={NOT_INTERESTED_DESCRIPTION} path="/not-interested" noindex />
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
      setProblem(error instanceof SiteApiError ? error.message : MESSAGES.network);
    } finally {
      setBusy(false);
    }
  };

  const email = <strong className={styles.email}>{current.email}</strong>;
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
            You're unsubscribed
          </h1>
          <p className={styles.lede}>We won't send news, tips or product updates to {email} any more.</p>
          <StillSent />
          <h2 className={styles.subhead}>Changed your mind?</h2>
          <p>Resubscribe and you'll get the occasional email about new features and ideas for your sessions again.</p>
          {form("resubscribe", "Resubscribe", "outline")}
        </>
      ) : (
        <>
          {welcomeBack && (
            <p className={styles.notice} role="status">
              <Icon name="check" size={18} /> You're subscribed again. Welcome back.
            </p>
          )}
          <h1 ref={heading} tabIndex={-1} className={styles.title}>
            Unsubscribe from {BRAND.name} news
          </h1>
          <p className={styles.lede}>This stops news, tips and product updates going to {email}.</p>
          <StillSent />
          {form("unsubscribe", "Unsubscribe", "primary")}
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
  const current = changed ?? data ?? { status: "invalid" };

  useEffect(() => {
    if (changed) heading.current?.focus();
  }, [changed]);

  if (current.status === "invalid") return <InvalidLink />;
  const group = <strong className={styles.email}>{current.groupName}</strong>;
  const stop = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      setChanged(await postJson<InMailUnsubscribeStatus>(path, {}));
    } catch (error) {
      setProblem(error instanceof SiteApiError ? error.message : MESSAGES.network);
    } finally {
      setBusy(false);
    }
  };
  return current.status === "unsubscribed" ? (
    <>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        You're unsubscribed
      </h1>
      <p className={styles.lede}>The admins of {group} won't send you InMail any more.</p>
      <p>You're still a member of the group. Booking emails, sign-in codes and receipts keep coming, as they're part of the service.</p>
    </>
  ) : (
    <>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        Stop InMail from {current.groupName}
      </h1>
      <p className={styles.lede}>This stops the emails the admins of {group} send to its members. You stay a member of the group.</p>
      <form method="post" action={path} onSubmit={stop} className={styles.form}>
        <Button type="submit" size="large" busy={busy}>
          Unsubscribe
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
  return (
    <div className={styles.still}>
      <h2 className={styles.subhead}>What you'll still get</h2>
      <p>
        The emails that run your account keep coming, because they're part of the service rather than marketing: booking requests,
        confirmations and reminders, sign-in codes, and receipts.
      </p>
    </div>
  );
}

function InvalidLink(): ReactNode {
  return (
    <>
      <h1 className={styles.title}>This unsubscribe link doesn't work</h1>
      <p className={styles.lede}>
        It may have been cut short when it was copied. Open the link again from the bottom of one of our emails, or tell us the address and
        we'll take it off the list for you.
      </p>
      <div className={styles.actions}>
        <ButtonLink to="/get-in-touch?topic=other" size="large">
          Get in touch
        </ButtonLink>
        <Link to="/faq" className={styles.link}>
          Visit the help centre
        </Link>
      </div>
    </>
  );
}
