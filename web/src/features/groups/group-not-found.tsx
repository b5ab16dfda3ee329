import { appPath } from "@kora/shared/brand.ts";
import { groupsMessages } from "@kora/shared/i18n/messages/groups.ts";
import { ErrorContent } from "../../app/errors/error-page.tsx";
import { useT } from "../../lib/i18n/use-t.ts";
import { useMe } from "../../lib/session.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { groupPaths } from "./group-paths.ts";

/** An unknown group, or a group page this viewer may not see: "Sorry, the group cannot be found." (core §8). */
export function GroupNotFound({ message }: { message?: string }) {
  const { data: me } = useMe();
  const t = useT(groupsMessages);
  return (
    <ErrorContent
      kind={404}
      title={message ?? t.t("notFound.title")}
      pageTitle={t.t("notFound.pageTitle")}
      text={t.t("notFound.text")}
      actions={
        me ? (
          <>
            <ButtonLink to={groupPaths.myGroups}>{t.t("notFound.myGroups")}</ButtonLink>
            <ButtonLink to={appPath("dashboard")} variant="outline">
              {t.t("notFound.dashboard")}
            </ButtonLink>
          </>
        ) : (
          <ButtonLink to="/search">{t.t("notFound.findAdvisor")}</ButtonLink>
        )
      }
    />
  );
}
