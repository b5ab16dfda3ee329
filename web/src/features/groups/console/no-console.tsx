import { appPath } from "@kora/shared/brand.ts";
import { groupsConsoleMessages } from "@kora/shared/i18n/messages/groups-console.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";

/** For someone who administers no group (the menu hides the console; an old link may still lead here). */
export function NoConsole({ what = "group" }: { what?: "group" | "members" | "mail" }) {
  const t = useT(groupsConsoleMessages);
  return (
    <EmptyState
      level={1}
      icon="lock"
      title={t.t(`noConsole.${what}`)}
      actions={
        <ButtonLink to={appPath("my-details/my-groups")} variant="outline">
          {t.t("noConsole.myGroups")}
        </ButtonLink>
      }
    >
      {t.t("noConsole.text")}
    </EmptyState>
  );
}
