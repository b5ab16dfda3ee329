import type { ConsoleGroup } from "@kora/shared/contracts/group-console.ts";
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
  if (groups.length < 2) return <p className={styles.groupName}>{chosen.name}</p>;
  return (
    <label className={styles.picker}>
      <span>Group</span>
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
