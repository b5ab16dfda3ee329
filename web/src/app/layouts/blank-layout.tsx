import { Outlet } from "react-router-dom";
import styles from "./layouts.module.css";

/** No header or footer: system pages such as maintenance. */
export function BlankLayout() {
  return (
    <main id="main" className={styles.main}>
      <Outlet />
    </main>
  );
}
