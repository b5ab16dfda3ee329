import { useContext, useEffect, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { Icon } from "../../ui/icon.tsx";
import { CHROME } from "../../ui/toast-top.ts";
import { blogAlertClosesOn } from "../nav/site-links.ts";
import { BlogAlertClosedContext, blogAlertClosedIn, rememberBlogAlertClosed } from "./blog-alert-state.ts";
import styles from "./header.module.css";

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

  useEffect(() => {
    if (onBlog && state === "open") close();
  });

  if (state === "closed" || onBlog) return null;
  return (
    <div className={styles.alert} role="region" aria-label="Blog news" {...CHROME}>
      <div className={styles.alertInner}>
        <p className={styles.alertText}>
          New on the blog: how advisors turn what they know into one-to-one sessions. <Link to="/articles">Read the articles →</Link>
        </p>
        <button type="button" className={styles.alertClose} onClick={close} aria-label="Dismiss blog news">
          <Icon name="close" size={16} />
        </button>
      </div>
    </div>
  );
}
