import { useState } from "react";
import type { ConsoleMember } from "@kora/shared/contracts/group-console.ts";
import { downgradedRole } from "@kora/shared/domain/groups/roles.ts";
import { toast } from "../../../lib/toast/toast.atoms.ts";
import { Button } from "../../../ui/button.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { approveMember, downgradeMember, removeMember } from "./console.client.ts";
import styles from "./members.module.css";

type Action = "approve" | "downgrade" | "remove";

const fullName = (m: ConsoleMember) => `${m.firstName} ${m.lastName}`.trim();

const DONE: Record<Action, (name: string) => string> = {
  approve: (name) => `${name} is now a verified member.`,
  downgrade: (name) => `${name}'s role was lowered.`,
  remove: (name) => `${name} was removed from the group.`,
};

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
      toast.success(DONE[action](name));
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
          Approve
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
          Downgrade
        </Button>
      )}
      {!self && (
        <Button size="small" variant="ghost" busy={busy === "remove"} disabled={busy !== null} onClick={() => setConfirming("remove")}>
          Remove
        </Button>
      )}
      {confirming === "downgrade" && (
        <ConfirmDialog
          open
          title={`Downgrade ${name}?`}
          message={
            member.isAdmin
              ? `${name} will no longer be an admin of this group. They stay a member.`
              : `${name}'s role goes one step down. They keep their membership.`
          }
          confirmLabel="Downgrade"
          cancelLabel="Cancel"
          onConfirm={() => void run("downgrade")}
          onCancel={() => setConfirming(null)}
        />
      )}
      {confirming === "remove" && (
        <ConfirmDialog
          open
          title={`Remove ${name}?`}
          message={`${name} loses access to the group's advisors, cards and resources. They can apply again later.`}
          confirmLabel="Remove"
          cancelLabel="Cancel"
          tone="danger"
          onConfirm={() => void run("remove")}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
