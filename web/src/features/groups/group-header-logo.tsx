import { Link } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { useMe } from "../../lib/session.ts";
import { holds } from "./group-access.ts";
import { GroupLogo } from "./group-logo.tsx";
import { groupQuery } from "./groups.client.ts";
import { groupsMessages } from "@kora/shared/i18n/messages/groups.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import styles from "./header-logo.module.css";

/**
 * The group's logo in the site header on /g/{slug}/… pages (public-site §2): shown to viewers holding
 * `view-kora-group-logo`, a link to the group home only with `click-logo`, otherwise not a link.
 * Shares the page's group query, so it costs no extra request.
 */
export default function GroupHeaderLogo({ slug }: { slug: string }) {
  const me = useMe();
  const t = useT(groupsMessages);
  const group = useQuery({ ...groupQuery(slug, me.data?.id ?? null), enabled: !me.isPending });
  const view = group.data;
  if (!view || !holds(view, "view-kora-group-logo")) return null;
  const picture = view.logoUrl ? (
    <img src={view.logoUrl} alt={t.t("logo.alt", { name: view.name })} className={styles.image} />
  ) : (
    <>
      <GroupLogo url={null} name={view.name} size={28} />
      <span className={styles.name} aria-hidden="true">
        {view.name}
      </span>
    </>
  );
  return (
    <span className={styles.slot}>
      <span className={styles.divider} aria-hidden="true" />
      {holds(view, "click-logo") ? (
        <Link to={`/g/${view.slug}`} className={styles.link} aria-label={t.t("header.home", { name: view.name })}>
          {picture}
        </Link>
      ) : (
        <span className={styles.plain}>{picture}</span>
      )}
    </span>
  );
}
