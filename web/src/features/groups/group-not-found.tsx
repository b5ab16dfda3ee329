import { appPath } from "@kora/shared/brand.ts";
import { GROUP_MESSAGES } from "@kora/shared/contracts/groups.ts";
import { ErrorContent } from "../../app/errors/error-page.tsx";
import { useMe } from "../../lib/session.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { groupPaths } from "./group-paths.ts";

/** An unknown group, or a group page this viewer may not see: "Sorry, the group cannot be found." (core §8). */
export function GroupNotFound({ message = GROUP_MESSAGES.notFound }: { message?: string }) {
  const { data: me } = useMe();
  return (
    <ErrorContent
      kind={404}
      title={message}
      pageTitle="Group not found"
      text="The link may be wrong, or the group may have changed its address. Your groups are listed on your account."
      actions={
        me ? (
          <>
            <ButtonLink to={groupPaths.myGroups}>See my groups</ButtonLink>
            <ButtonLink to={appPath("dashboard")} variant="outline">
              Go to my dashboard
            </ButtonLink>
          </>
        ) : (
          <ButtonLink to="/search">Find an advisor</ButtonLink>
        )
      }
    />
  );
}
