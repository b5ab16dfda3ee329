import { useEffect, useState } from "react";
import { cardsMessages } from "@kora/shared/i18n/messages/cards.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { showToast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { cardPaths } from "./card-paths.ts";

/**
 * "Copy meeting link" on a live card: its instant-meeting link, where a learner (or a guest with a
 * first name) asks to join the advisor's personal room now, about this card. Shared by the advisor
 * when they're free, so the card's public page carries no "Meet now" of its own.
 */
export function CopyMeetingLink({ link }: { link: string }) {
  const t = useT(cardsMessages);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2_000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    const url = `${window.location.origin}${cardPaths.instantMeeting(link)}`;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      showToast(t.t("copyLink.done"), { kind: "success" });
    } catch {
      // The clipboard needs a secure page and the browser's consent: the link is still said, to copy by hand.
      showToast(t.t("copyLink.failed", { url }), { kind: "info", duration: "event" });
    }
  };
  return (
    <Button size="small" variant="outline" onClick={() => void copy()} title={t.t("copyLink.title")}>
      {copied ? t.t("copyLink.copied") : t.t("copyLink.button")}
    </Button>
  );
}
