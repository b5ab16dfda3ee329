import type { CategoryNode } from "@kora/shared/contracts/cards.ts";
import styles from "./pills.module.css";

const byOrder = (nodes: readonly CategoryNode[]) => [...nodes].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));

/**
 * The category tree as checkbox pills: each top-level category's name over its sub-categories (or the
 * category itself when it has none). `full` disables the unchosen pills (a limit reached).
 */
export function CategoryPills({
  tree,
  chosen,
  full,
  name,
  onToggle,
}: {
  tree: readonly CategoryNode[];
  chosen: readonly string[];
  full: boolean;
  /** The checkboxes' form name, when the form reads them. */
  name?: string;
  onToggle: (categoryId: string, on: boolean) => void;
}) {
  return (
    <div className={styles.categoryGroups}>
      {byOrder(tree).map((parent) => (
        <div key={parent.id} className={styles.categoryGroup} role="group" aria-label={parent.name}>
          <p className={styles.categoryName} aria-hidden="true">
            {parent.name}
          </p>
          <div className={styles.pills}>
            {(parent.children.length > 0 ? byOrder(parent.children) : [parent]).map((node) => {
              const checked = chosen.includes(node.id);
              return (
                <label key={node.id} className={styles.pill}>
                  <input
                    type="checkbox"
                    name={name}
                    value={node.id}
                    checked={checked}
                    disabled={full && !checked}
                    onChange={(event) => onToggle(node.id, event.target.checked)}
                  />
                  <span className={styles.pillFace}>{node.name}</span>
                </label>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
