import { useEffect, useState } from "react";
import { showToast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { cardPaths } from "./card-paths.ts";

/**
 * "Copy meeting link" on a live card: its instant-meeting link, where a learner (or a guest with a
 * first name) asks to join the advisor's personal room now, about this card. Shared by the advisor
 * when they're free, so the card's public page carries no "Meet now" of its own.
 */
export function CopyMeetingLink({ link }: { link: string }) {
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
      showToast("Copied the instant meeting link. Whoever opens it asks to join your personal room.", { kind: "success" });
    } catch {
      // The clipboard needs a secure page and the browser's consent: the link is still said, to copy by hand.
      showToast(`Your browser didn't let us copy. The instant meeting link is ${url}`, { kind: "info", duration: "event" });
    }
  };
  return (
    <Button size="small" variant="outline" onClick={() => void copy()} title="People who open it ask to join your personal room now">
      {copied ? "Copied" : "Copy meeting link"}
    </Button>
  );
}
