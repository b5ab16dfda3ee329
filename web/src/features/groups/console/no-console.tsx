import { appPath } from "@kora/shared/brand.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";

/** For someone who administers no group (the menu hides the console; an old link may still lead here). */
export function NoConsole({ what = "group" }: { what?: string }) {
  return (
    <EmptyState
      level={1}
      icon="lock"
      title={`No ${what} to manage`}
      actions={
        <ButtonLink to={appPath("my-details/my-groups")} variant="outline">
          My groups
        </ButtonLink>
      }
    >
      The admin console is for group admins. Ask your group's admin to give you admin rights, or find your groups here.
    </EmptyState>
  );
}
