import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { GroupView } from "@kora/shared/contracts/groups.ts";
import { groupsMessages } from "@kora/shared/i18n/messages/groups.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { holds } from "./group-access.ts";
import { GroupLogo } from "./group-logo.tsx";
import { groupPaths } from "./group-paths.ts";
import styles from "./apply.module.css";

/**
 * The apply, join and welcome pages' frame: the group sidebar (logo, name, landing blurb) beside the
 * page on wide screens, a compact group line above it on narrow ones. The footer is hidden on apply
 * and join while this sidebar shows (public-site §2; LandingLayout).
 */
export function GroupFrame({ group, children }: { group: GroupView; children: ReactNode }) {
  const t = useT(groupsMessages);
  const blurb = holds(group, "view-home-page") ? group.landing.description || group.landing.title : "";
  return (
    <div className={styles.frame}>
      <aside className={styles.sidebar} aria-label={t.t("frame.about", { name: group.name })}>
        <GroupLogo url={group.logoUrl} name={group.name} size={88} />
        <h2>{group.name}</h2>
        {holds(group, "view-home-page") && group.landing.title && <p className={styles.sideTitle}>{group.landing.title}</p>}
        {blurb && blurb !== group.landing.title && <p className={styles.sideText}>{blurb}</p>}
        <Link to={groupPaths.home(group.slug)} className={styles.sideLink}>
          {t.t("frame.back", { name: group.name })}
        </Link>
      </aside>
      <div className={styles.main}>
        <Link to={groupPaths.home(group.slug)} className={styles.compact}>
          <GroupLogo url={group.logoUrl} name={group.name} size={40} />
          <span>{group.name}</span>
        </Link>
        <div className={styles.card}>{children}</div>
      </div>
    </div>
  );
}
