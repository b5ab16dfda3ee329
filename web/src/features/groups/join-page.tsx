import { useCallback, useEffect, useRef, useState } from "react";
import { Navigate, useNavigate, useParams, useSearchParams } from "react-router-dom";
import type { GroupView } from "@kora/shared/contracts/groups.ts";
import { groupsMessages } from "@kora/shared/i18n/messages/groups.ts";
import { isApiError } from "../../lib/api-client.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { joinOutcome } from "./group-access.ts";
import { GroupFrame } from "./group-frame.tsx";
import { GroupNotFound } from "./group-not-found.tsx";
import { groupAuthPath, groupPaths } from "./group-paths.ts";
import { joinGroup } from "./groups.client.ts";
import { useGroupView } from "./use-group.ts";
import styles from "./apply.module.css";

/** A signed-in person joins: POST join once, then the group home; a group with an apply form sends them to it. */
function Joining({ group }: { group: GroupView }) {
  const navigate = useNavigate();
  const t = useT(groupsMessages);
  const outcome = joinOutcome(group);
  const started = useRef(false);
  const [failed, setFailed] = useState<string | null>(null);

  const join = useCallback(() => {
    started.current = true;
    setFailed(null);
    joinGroup(group.id)
      .then(() => {
        toast.success(t.t("join.joined", { name: group.name }));
        navigate(groupPaths.home(group.slug), { replace: true });
      })
      .catch((error: unknown) => setFailed(isApiError(error) ? error.message : t.t("serverError")));
  }, [group, navigate, t]);

  useEffect(() => {
    if (outcome === "join" && !started.current) join();
  }, [outcome, join]);

  if (outcome === "home") return <Navigate to={groupPaths.home(group.slug)} replace />;
  if (outcome === "apply") return <Navigate to={groupPaths.apply(group.slug)} replace />;
  if (failed)
    return (
      <div className={styles.done}>
        <h1>{t.t("join.failedTitle", { name: group.name })}</h1>
        <p role="alert">{failed}</p>
        <div className={styles.doneActions}>
          <Button onClick={join}>{t.t("tryAgain")}</Button>
          <ButtonLink variant="outline" to={groupPaths.home(group.slug)}>
            {t.t("goTo", { name: group.name })}
          </ButtonLink>
        </div>
      </div>
    );
  return <PageLoader label={t.t("join.joining", { name: group.name })} />;
}

/**
 * /g/{slug}/join (optional step=login, invite): signed out, the sign-up step (or log-in with
 * step=login) with the group and invite carried, coming back here; signed in, joins.
 */
export function JoinPage() {
  const { slug = "" } = useParams();
  const [params] = useSearchParams();
  const { me, mePending, group, missing } = useGroupView(slug);
  const t = useT(groupsMessages);
  usePageTitle(group.data ? t.t("join.named", { name: group.data.name }) : t.t("join"));
  if (mePending) return <PageLoader />;
  if (missing) return <GroupNotFound />;
  if (!me || me.isPlaceholder) {
    const invite = params.get("invite");
    const back = `${groupPaths.join(slug)}${invite ? `?${new URLSearchParams({ invite })}` : ""}`;
    return <Navigate to={groupAuthPath(params.get("step") === "login" ? "login" : "signup", slug, back, invite)} replace />;
  }
  if (group.isError) return <LoadFailed message={t.t("failed.group")} onRetry={() => void group.refetch()} />;
  if (!group.data) return <PageLoader label={t.t("loading.group")} />;
  return (
    <GroupFrame group={group.data}>
      <Joining group={group.data} />
    </GroupFrame>
  );
}
