import { useEffect } from "react";
import { useBlocker } from "react-router-dom";
import { uiFormsMessages } from "@kora/shared/i18n/messages/ui-forms.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { useT } from "../i18n/use-t.ts";

/** Navigation state for leaving without the prompt (the session ended: nothing could be saved anyway). */
export const LEAVE_WITHOUT_ASKING = { leaveWithoutAsking: true } as const;

const leavesWithoutAsking = (state: unknown) => Boolean(state && typeof state === "object" && "leaveWithoutAsking" in state);

/**
 * Asks before leaving a page with unsaved changes (core §5): in-app navigation gets a dialog,
 * closing or reloading the tab gets the browser's own prompt.
 */
export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const t = useT(uiFormsMessages);
  const message = t.t("unsaved.message");
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && !leavesWithoutAsking(nextLocation.state),
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = message;
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [when, message]);

  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={t.t("unsaved.title")}
      message={message}
      confirmLabel={t.t("unsaved.leave")}
      cancelLabel={t.t("unsaved.stay")}
      tone="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
