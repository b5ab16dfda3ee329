import { useState } from "react";
import type { CalendarFeed } from "@kora/shared/contracts/calendar-sync.ts";
import { isApiError } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Panel } from "../../ui/surface.tsx";
import { rotateFeed } from "./calendar-sync.client.ts";
import settingsPage from "../../ui/settings-page.module.css";
import styles from "./calendar-sync.module.css";

/** "Your Kora calendar feed": the private address of the person's sessions, Copy, and Make a new address. */
export function FeedPanel({ feed }: { feed: CalendarFeed }) {
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [rotating, setRotating] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feed.url);
      setCopied(true);
      toast.success("Copied your calendar feed address.");
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      toast.error("Your browser didn't let us copy. Select the address and copy it yourself.");
    }
  };
  const rotate = async () => {
    setConfirming(false);
    setRotating(true);
    try {
      await rotateFeed();
      toast.success("Your feed has a new address. Add it to your calendar app again.");
    } catch (error) {
      if (!isApiError(error) || !error.toasted) toast.error("The address couldn't be changed. Please try again.");
    } finally {
      setRotating(false);
    }
  };

  return (
    <Panel aria-labelledby="feed-title">
      <div className={settingsPage.sectionHead}>
        <h2 id="feed-title">Your Kora calendar feed</h2>
        <p>Add this address to any calendar app to see your Kora sessions. Keep it private.</p>
      </div>
      <label className={styles.feedLabel} htmlFor="feed-url">
        Private feed address
      </label>
      <div className={styles.feedRow}>
        <input
          id="feed-url"
          className={styles.feedInput}
          readOnly
          value={feed.url}
          onFocus={(event) => event.target.select()}
          spellCheck={false}
        />
        <Button variant="outline" onClick={() => void copy()} aria-label="Copy the feed address">
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <p className={`${settingsPage.muted} ${styles.feedNote}`}>
        Anyone with this address can see when your sessions are. If it got out, make a new one.
      </p>
      <div>
        <Button variant="outline" size="small" busy={rotating} onClick={() => setConfirming(true)}>
          Make a new address
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Make a new feed address?"
        message="The old address stops working at once: calendar apps using it stop showing your sessions until you add the new one."
        confirmLabel="Make a new address"
        cancelLabel="Keep this one"
        onConfirm={() => void rotate()}
        onCancel={() => setConfirming(false)}
      />
    </Panel>
  );
}
