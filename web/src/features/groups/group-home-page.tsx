import { useParams } from "react-router-dom";
import type { GroupView } from "@kora/shared/contracts/groups.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
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
  const open = holds(group, "view-home-page");
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        <div className={styles.logos}>
          <GroupLogo url={group.logoUrl} name={group.name} size={72} />
          {group.secondaryLogoUrl && open && (
            <img className={styles.secondaryLogo} src={group.secondaryLogoUrl} alt={`${group.name} partner logo`} />
          )}
        </div>
        <p className={styles.eyebrow}>
          {group.name}
          {open &&
            !group.contentOnly &&
            group.memberCount > 0 &&
            ` · ${group.memberCount} ${group.memberCount === 1 ? "member" : "members"}`}
        </p>
        <h1 className={styles.heroTitle}>{open && group.landing.title ? group.landing.title : group.name}</h1>
        {open && group.landing.description && <p className={styles.heroText}>{group.landing.description}</p>}
        {!open && (
          <p className={styles.heroText}>
            {group.contentOnly
              ? "This group shares resources with its admins only."
              : "This page is for the group's members. Join the group to see its advisors and book time with them."}
          </p>
        )}
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
  usePageTitle(group.data?.name ?? "Group");
  if (missing) return <GroupNotFound />;
  if (group.isError) return <LoadFailed className={styles.failed} what="group" onRetry={() => void group.refetch()} />;
  if (!group.data) return <PageLoader label="Loading the group" />;
  return <GroupHome group={group.data} me={me} />;
}
