import type { ConsoleGroup } from "@kora/shared/contracts/group-console.ts";
import { groupsConsoleMessages } from "@kora/shared/i18n/messages/groups-console.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import styles from "./console.module.css";

/** Which group the console shows, for admins of several (one group: just its name). */
export function GroupPicker({
  groups,
  chosen,
  onChoose,
}: {
  groups: ConsoleGroup[];
  chosen: ConsoleGroup;
  onChoose: (slug: string) => void;
}) {
  const t = useT(groupsConsoleMessages);
  if (groups.length < 2) return <p className={styles.groupName}>{chosen.name}</p>;
  return (
    <label className={styles.picker}>
      <span>{t.t("picker.group")}</span>
      <select value={chosen.slug} onChange={(event) => onChoose(event.target.value)}>
        {groups.map((group) => (
          <option key={group.id} value={group.slug}>
            {group.name}
          </option>
        ))}
      </select>
    </label>
  );
}
