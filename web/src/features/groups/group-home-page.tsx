import { useParams } from "react-router-dom";
import type { GroupView } from "@kora/shared/contracts/groups.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { groupsMessages } from "@kora/shared/i18n/messages/groups.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { holds } from "./group-access.ts";
import { GroupActions } from "./group-actions.tsx";
import { GroupLogo } from "./group-logo.tsx";
import { GroupNotFound } from "./group-not-found.tsx";
import { groupPaths } from "./group-paths.ts";
import { Advisors, Chips, MemberCardsLink, Resources, Testimonials } from "./home-sections.tsx";
import { showsSuggestions, SuggestedAdvisors } from "./suggested-advisors.tsx";
import { useGroupView } from "./use-group.ts";
import styles from "./groups.module.css";

function Hero({ group, me }: { group: GroupView; me: Me | null }) {
  const t = useT(groupsMessages);
  const open = holds(group, "view-home-page");
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        <div className={styles.logos}>
          <GroupLogo url={group.logoUrl} name={group.name} size={72} />
          {group.secondaryLogoUrl && open && (
            <img className={styles.secondaryLogo} src={group.secondaryLogoUrl} alt={t.t("home.partnerLogo", { name: group.name })} />
          )}
        </div>
        <p className={styles.eyebrow}>
          {group.name}
          {open && !group.contentOnly && group.memberCount > 0 && ` · ${t.t("home.memberCount", { count: group.memberCount })}`}
        </p>
        <h1 className={styles.heroTitle}>{open && group.landing.title ? group.landing.title : group.name}</h1>
        {open && group.landing.description && <p className={styles.heroText}>{group.landing.description}</p>}
        {!open && <p className={styles.heroText}>{group.contentOnly ? t.t("home.closedContentOnly") : t.t("home.closedMembers")}</p>}
        <GroupActions group={group} signedIn={Boolean(me && !me.isPlaceholder)} />
      </div>
    </section>
  );
}

function GroupHome({ group, me }: { group: GroupView; me: Me | null }) {
  const open = holds(group, "view-home-page");
  return (
    <div className={styles.page}>
      <Hero group={group} me={me} />
      {open && (
        <div className={styles.body}>
          <Chips chips={group.landing.chips} />
          {group.contentOnly ? (
            <Resources resources={group.resources} contentOnly />
          ) : (
            <>
              {me && showsSuggestions(group) && <SuggestedAdvisors group={group} viewer={me.id} />}
              {holds(group, "view-advisors") && <Advisors group={group} viewer={me?.id ?? null} />}
              <MemberCardsLink group={group} to={groupPaths.groupCards(group.id)} />
              <Resources resources={group.resources} contentOnly={false} />
            </>
          )}
          <Testimonials testimonials={group.landing.testimonials} />
        </div>
      )}
    </div>
  );
}

/** /g/{slug}: the group's home (core §2; public-site §2 group landing), drawn for the viewer's permissions. */
export function GroupHomePage() {
  const { slug = "" } = useParams();
  const { me, group, missing } = useGroupView(slug);
  const t = useT(groupsMessages);
  usePageTitle(group.data?.name ?? t.t("home.pageTitle"));
  if (missing) return <GroupNotFound />;
  if (group.isError) return <LoadFailed className={styles.failed} message={t.t("failed.group")} onRetry={() => void group.refetch()} />;
  if (!group.data) return <PageLoader label={t.t("loading.group")} />;
  return <GroupHome group={group.data} me={me} />;
}
