import { useParams, useSearchParams } from "react-router-dom";
import type { GroupView } from "@kora/shared/contracts/groups.ts";
import { groupsMessages } from "@kora/shared/i18n/messages/groups.ts";
import { useT } from "../../lib/i18n/use-t.ts";
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
  const t = useT(groupsMessages);
  return (
    <div className={styles.done}>
      <span className={styles.doneIcon}>
        <Icon name="check" size={28} />
      </span>
      <h1>{t.t("submitted.title")}</h1>
      <p>{t.t("submitted.text", { name: group.name })}</p>
      <div className={styles.doneActions}>
        <ButtonLink to={groupPaths.home(group.slug)}>{t.t("goTo", { name: group.name })}</ButtonLink>
        <ButtonLink variant="outline" to={groupPaths.myGroups}>
          {t.t("myGroups")}
        </ButtonLink>
      </div>
    </div>
  );
}

function Awaiting({ group }: { group: GroupView }) {
  const t = useT(groupsMessages);
  const verified = group.membership?.status === "Verified";
  return (
    <div className={styles.done}>
      <span className={verified ? styles.doneIcon : `${styles.doneIcon} ${styles.waiting}`}>
        <Icon name={verified ? "check" : "lock"} size={26} />
      </span>
      <h1>{verified ? t.t("awaiting.verifiedTitle", { name: group.name }) : t.t("awaiting.title")}</h1>
      <p>
        {verified
          ? t.t("awaiting.verifiedText")
          : group.membership
            ? t.t("awaiting.waitingText", { name: group.name })
            : t.t("awaiting.notAppliedText", { name: group.name })}
      </p>
      <div className={styles.doneActions}>
        <ButtonLink to={groupPaths.home(group.slug)}>{t.t("goTo", { name: group.name })}</ButtonLink>
        {!group.membership && !group.contentOnly && (
          <ButtonLink variant="outline" to={groupPaths.apply(group.slug)}>
            {t.t("apply")}
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
  const t = useT(groupsMessages);
  const submitted = params.get("page") === "submitted";
  const { group, missing } = useGroupView(slug);
  usePageTitle(submitted ? t.t("submitted.title") : t.t("awaiting.title"));
  if (missing) return <GroupNotFound />;
  if (group.isError) return <LoadFailed message={t.t("failed.group")} onRetry={() => void group.refetch()} />;
  if (!group.data) return <PageLoader label={t.t("loading.group")} />;
  return <GroupFrame group={group.data}>{submitted ? <Submitted group={group.data} /> : <Awaiting group={group.data} />}</GroupFrame>;
}
