import { useState } from "react";
import type { ConsoleMember } from "@kora/shared/contracts/group-console.ts";
import { downgradedRole } from "@kora/shared/domain/groups/roles.ts";
import { groupsConsoleMessages } from "@kora/shared/i18n/messages/groups-console.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { toast } from "../../../lib/toast/toast.atoms.ts";
import { Button } from "../../../ui/button.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { approveMember, downgradeMember, removeMember } from "./console.client.ts";
import styles from "./members.module.css";

type Action = "approve" | "downgrade" | "remove";

const fullName = (m: ConsoleMember) => `${m.firstName} ${m.lastName}`.trim();

/**
 * Approve (awaiting or unverified), Downgrade (one step: admin rights first) and Remove (after a
 * confirmation) for one member; the groups API decides and says why when it refuses.
 */
export function MemberActions({
  groupId,
  member,
  myId,
  onRemoved,
}: {
  groupId: string;
  member: ConsoleMember;
  myId: string;
  onRemoved?: () => void;
}) {
  const t = useT(groupsConsoleMessages);
  const [busy, setBusy] = useState<Action | null>(null);
  const [confirming, setConfirming] = useState<Exclude<Action, "approve"> | null>(null);
  const name = fullName(member);
  const lower = downgradedRole(member);
  const run = async (action: Action) => {
    setConfirming(null);
    setBusy(action);
    try {
      if (action === "approve") await approveMember(groupId, member.userId);
      if (action === "downgrade") await downgradeMember(groupId, member.userId);
      if (action === "remove") await removeMember(groupId, member.userId);
      toast.success(t.t(`done.${action}`, { name }));
      if (action === "remove") onRemoved?.();
    } catch {
      // The API client showed why.
    } finally {
      setBusy(null);
    }
  };
  const self = member.userId === myId;
  return (
    <div className={styles.memberActions}>
      {member.status !== "Verified" && (
        <Button size="small" busy={busy === "approve"} disabled={busy !== null} onClick={() => void run("approve")}>
          {t.t("action.approve")}
        </Button>
      )}
      {!self && lower && (
        <Button
          size="small"
          variant="outline"
          busy={busy === "downgrade"}
          disabled={busy !== null}
          onClick={() => setConfirming("downgrade")}
        >
          {t.t("action.downgrade")}
        </Button>
      )}
      {!self && (
        <Button size="small" variant="ghost" busy={busy === "remove"} disabled={busy !== null} onClick={() => setConfirming("remove")}>
          {t.t("action.remove")}
        </Button>
      )}
      {confirming === "downgrade" && (
        <ConfirmDialog
          open
          title={t.t("confirm.downgradeTitle", { name })}
          message={member.isAdmin ? t.t("confirm.downgradeAdmin", { name }) : t.t("confirm.downgrade", { name })}
          confirmLabel={t.t("action.downgrade")}
          cancelLabel={t.t("cancel")}
          onConfirm={() => void run("downgrade")}
          onCancel={() => setConfirming(null)}
        />
      )}
      {confirming === "remove" && (
        <ConfirmDialog
          open
          title={t.t("confirm.removeTitle", { name })}
          message={t.t("confirm.remove", { name })}
          confirmLabel={t.t("action.remove")}
          cancelLabel={t.t("cancel")}
          tone="danger"
          onConfirm={() => void run("remove")}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
