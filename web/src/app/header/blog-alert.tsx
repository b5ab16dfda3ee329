import { useContext, useEffect, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { Icon } from "../../ui/icon.tsx";
import { CHROME } from "../../ui/toast-top.ts";
import { blogAlertClosesOn } from "../nav/site-links.ts";
import { BlogAlertClosedContext, blogAlertClosedIn, rememberBlogAlertClosed } from "./blog-alert-state.ts";
import styles from "./header.module.css";
import { shellMessages } from "@kora/shared/i18n/messages/shell.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/** Blog alert: open or closed (public-site §4), remembered in a cookie so server and browser agree. */
function useBlogAlertState() {
  const fromServer = useContext(BlogAlertClosedContext);
  const [state, setState] = useState<"open" | "closed">(() => ((fromServer ?? blogAlertClosedIn(document.cookie)) ? "closed" : "open"));
  const close = () => {
    rememberBlogAlertClosed();
    setState("closed");
  };
  return [state, close] as const;
}

/** The dismissible blog banner above the header; it closes by itself on /articles. */
export function BlogAlert() {
  const [state, close] = useBlogAlertState();
  const { pathname } = useLocation();
  const onBlog = blogAlertClosesOn(pathname);
  const t = useT(shellMessages);

  useEffect(() => {
    if (onBlog && state === "open") close();
  });

  if (state === "closed" || onBlog) return null;
  return (
    <div className={styles.alert} role="region" aria-label={t.t("blog.label")} {...CHROME}>
      <div className={styles.alertInner}>
        <p className={styles.alertText}>
          {t.t("blog.text")} <Link to="/articles">{t.t("blog.read")}</Link>
        </p>
        <button type="button" className={styles.alertClose} onClick={close} aria-label={t.t("blog.dismiss")}>
          <Icon name="close" size={16} />
        </button>
      </div>
    </div>
  );
}
