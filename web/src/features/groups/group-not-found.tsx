import { appPath } from "@kora/shared/brand.ts";
import { GROUP_MESSAGES } from "@kora/shared/contracts/groups.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { groupPaths } from "./group-paths.ts";
import styles from "./groups.module.css";

/** An unknown group, or a group page this viewer may not see: "Sorry, the group cannot be found." (core §8). */
export function GroupNotFound({ message = GROUP_MESSAGES.notFound }: { message?: string }) {
  const { data: me } = useMe();
  usePageTitle("Group not found");
  return (
    <div className={styles.missing}>
      <div className={styles.missingCard}>
        <span className={styles.missingCode} aria-hidden="true">
          404
        </span>
        <h1>{message}</h1>
        <p>The link may be wrong, or the group may have changed its address. Your groups are listed on your account.</p>
        <div className={styles.missingActions}>
          {me ? (
            <>
              <ButtonLink to={groupPaths.myGroups}>See my groups</ButtonLink>
              <ButtonLink to={appPath("dashboard")} variant="outline">
                Go to my dashboard
              </ButtonLink>
            </>
          ) : (
            <ButtonLink to="/search">Find an advisor</ButtonLink>
          )}
          <ButtonLink to="/get-in-touch" variant="ghost">
            Get in touch
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
