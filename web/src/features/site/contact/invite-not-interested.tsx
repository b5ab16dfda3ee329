import { type FormEvent, useEffect, useRef, useState } from "react";
import type { NotInterestedResult } from "@kora/shared/contracts/invites.ts";
import { siteContactUnsubscribeMessages } from "@kora/shared/i18n/messages/site-contact-unsubscribe.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { postJson, SiteApiError } from "../../../site-app/site-data.tsx";
import { Button } from "../../../ui/button.tsx";

export interface NotInterestedClasses {
  title?: string;
  lede?: string;
  form?: string;
  problem?: string;
}

/** `/not-interested?invite={code}` (from the invite mail): one button, and the address gets no invite again (core §3 isNotInterested). */
export function InviteNotInterested({ code, classes }: { code: string; classes: NotInterestedClasses }) {
  const [result, setResult] = useState<"not-interested" | "invalid" | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT(siteContactUnsubscribeMessages);

  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);

  const stop = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      setResult((await postJson<NotInterestedResult>("/api/invites/not-interested", { code })).status);
    } catch (error) {
      setProblem(error instanceof SiteApiError ? error.message : t.t("network"));
    } finally {
      setBusy(false);
    }
  };

  if (result === "not-interested")
    return (
      <>
        <h1 ref={heading} tabIndex={-1} className={classes.title}>
          {t.t("invite.stopped.title")}
        </h1>
        <p className={classes.lede}>{t.t("invite.stopped.text")}</p>
      </>
    );
  if (result === "invalid")
    return (
      <>
        <h1 ref={heading} tabIndex={-1} className={classes.title}>
          {t.t("invite.invalid.title")}
        </h1>
        <p className={classes.lede}>{t.t("invite.invalid.text")}</p>
      </>
    );
  return (
    <>
      <h1 className={classes.title}>{t.t("invite.title")}</h1>
      <p className={classes.lede}>{t.t("invite.text")}</p>
      <form onSubmit={stop} className={classes.form}>
        <Button type="submit" size="large" busy={busy}>
          {t.t("invite.stop")}
        </Button>
      </form>
      {problem && (
        <p className={classes.problem} role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
