import { Link } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import styles from "./console.module.css";

/** For someone who administers no group (the menu hides the console; an old link may still lead here). */
export function NoConsole({ what = "group" }: { what?: string }) {
  return (
    <section className={styles.empty} aria-labelledby="no-console">
      <h1 id="no-console">No {what} to manage</h1>
      <p>The admin console is for group admins. Ask your group's admin to give you admin rights, or find your groups here.</p>
      <Link to={appPath("my-details/my-groups")}>My groups</Link>
    </section>
  );
}
