import { useParams, useSearchParams } from "react-router-dom";
import type { GroupView } from "@kora/shared/contracts/groups.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { GroupFrame } from "./group-frame.tsx";
import { GroupNotFound } from "./group-not-found.tsx";
import { groupPaths } from "./group-paths.ts";
import { useGroupView } from "./use-group.ts";
import styles from "./apply.module.css";

function Submitted({ group }: { group: GroupView }) {
  return (
    <div className={styles.done}>
      <span className={styles.doneIcon}>
        <Icon name="check" size={28} />
      </span>
      <h1>Application submitted</h1>
      <p>Thanks for applying to {group.name}. Its admins review applications within 48 hours, and we'll email you as soon as you're in.</p>
      <div className={styles.doneActions}>
        <ButtonLink to={groupPaths.home(group.slug)}>Go to {group.name}</ButtonLink>
        <ButtonLink variant="outline" to={groupPaths.myGroups}>
          My groups
        </ButtonLink>
      </div>
    </div>
  );
}

function Awaiting({ group }: { group: GroupView }) {
  const verified = group.membership?.status === "Verified";
  return (
    <div className={styles.done}>
      <span className={verified ? styles.doneIcon : `${styles.doneIcon} ${styles.waiting}`}>
        <Icon name={verified ? "check" : "lock"} size={26} />
      </span>
      <h1>{verified ? `You're in ${group.name}` : "Awaiting verification"}</h1>
      <p>
        {verified
          ? "Your membership is verified: the group's advisors and cards are open to you."
          : group.membership
            ? `Your membership of ${group.name} is waiting for its admins to verify it. We'll email you, and let you know here, once they have.`
            : `Once you've applied to ${group.name}, its admins verify your membership, usually within 48 hours.`}
      </p>
      <div className={styles.doneActions}>
        <ButtonLink to={groupPaths.home(group.slug)}>Go to {group.name}</ButtonLink>
        {!group.membership && !group.contentOnly && (
          <ButtonLink variant="outline" to={groupPaths.apply(group.slug)}>
            Apply
          </ButtonLink>
        )}
      </div>
    </div>
  );
}

/** /g/{slug}/welcome: the submitted page with page=submitted, otherwise the awaiting-verification page (core §2). */
export function WelcomePage() {
  const { slug = "" } = useParams();
  const [params] = useSearchParams();
  const submitted = params.get("page") === "submitted";
  const { group, missing } = useGroupView(slug);
  usePageTitle(submitted ? "Application submitted" : "Awaiting verification");
  if (missing) return <GroupNotFound />;
  if (group.isError) return <LoadFailed what="group" onRetry={() => void group.refetch()} />;
  if (!group.data) return <PageLoader label="Loading the group" />;
  return <GroupFrame group={group.data}>{submitted ? <Submitted group={group.data} /> : <Awaiting group={group.data} />}</GroupFrame>;
}
