import { type FormEvent, useEffect, useRef, useState } from "react";
import type { NotInterestedResult } from "@kora/shared/contracts/invites.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
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
      setProblem(error instanceof SiteApiError ? error.message : MESSAGES.network);
    } finally {
      setBusy(false);
    }
  };

  if (result === "not-interested")
    return (
      <>
        <h1 ref={heading} tabIndex={-1} className={classes.title}>
          No more invites
        </h1>
        <p className={classes.lede}>We won't send invites to this address again. Sorry to have bothered you.</p>
      </>
    );
  if (result === "invalid")
    return (
      <>
        <h1 ref={heading} tabIndex={-1} className={classes.title}>
          This invite link doesn't work
        </h1>
        <p className={classes.lede}>{MESSAGES.inviteInvalid} It may have been accepted already, or cut short when it was copied.</p>
      </>
    );
  return (
    <>
      <h1 className={classes.title}>Not interested in this invite?</h1>
      <p className={classes.lede}>Tell us and nobody will be able to invite this address again.</p>
      <form onSubmit={stop} className={classes.form}>
        <Button type="submit" size="large" busy={busy}>
          Stop invites
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
