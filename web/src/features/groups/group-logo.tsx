import { groupsMessages } from "@kora/shared/i18n/messages/groups.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import styles from "./groups.module.css";

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");

/** A group's logo, or its initials on a tile when it has none (or the picture fails). */
export function GroupLogo({ url, name, size = 56 }: { url: string | null; name: string; size?: number }) {
  const t = useT(groupsMessages);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.36) };
  if (url)
    return (
      <img
        className={styles.logo}
        style={style}
        src={url}
        alt={t.t("logo.alt", { name })}
        onError={(event) => {
          event.currentTarget.style.visibility = "hidden";
        }}
      />
    );
  return (
    <span className={styles.logoInitials} style={style} role="img" aria-label={t.t("logo.alt", { name })}>
      {initialsOf(name)}
    </span>
  );
}
