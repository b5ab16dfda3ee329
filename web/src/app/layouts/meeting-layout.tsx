import { Outlet } from "react-router-dom";
import styles from "./layouts.module.css";

/** Bare and full-bleed for the video meeting room: the call owns the whole viewport. */
export function MeetingLayout() {
  return (
    <main id="main" className={styles.meeting}>
      <Outlet />
    </main>
  );
}
