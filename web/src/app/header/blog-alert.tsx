import { useEffect } from "react";
import { Link, useLocation } from "react-router-dom";
import { atomWithStorage, useAtom } from "../../lib/jotai.ts";
import { Icon } from "../../ui/icon.tsx";
import { blogAlertClosesOn } from "../nav/site-links.ts";
import styles from "./header.module.css";

/** Blog alert: open or closed (public-site §4), remembered on this device. */
const blogAlertAtom = atomWithStorage<"open" | "closed">("kora.blog-alert", "open", undefined, { getOnInit: true });

/** The dismissible blog banner above the header; it closes by itself on /articles. */
export function BlogAlert() {
  const [state, setState] = useAtom(blogAlertAtom);
  const { pathname } = useLocation();
  const onBlog = blogAlertClosesOn(pathname);

  useEffect(() => {
    if (onBlog && state === "open") setState("closed");
  }, [onBlog, state, setState]);

  if (state === "closed" || onBlog) return null;
  return (
    <div className={styles.alert} role="region" aria-label="Blog news">
      <div className={styles.alertInner}>
        <p className={styles.alertText}>
          New on the blog: how advisors turn what they know into one-to-one sessions. <Link to="/articles">Read the articles →</Link>
        </p>
        <button type="button" className={styles.alertClose} onClick={() => setState("closed")} aria-label="Dismiss blog news">
          <Icon name="close" size={16} />
        </button>
      </div>
    </div>
  );
}
