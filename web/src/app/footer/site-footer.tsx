import { Suspense } from "react";
import { Link } from "react-router-dom";
import { appPath, BRAND } from "@kora/shared/brand.ts";
import { LatestArticles } from "../../features/site/articles/latest-articles.tsx";
import { useMe } from "../../lib/me-query.ts";
import { Icon } from "../../ui/icon.tsx";
import { Logo } from "../../ui/logo.tsx";
import { DISCOVER_LINKS, FOOTER_LOG_IN_PATH, FOOTER_SIGN_UP_PATH, SOCIAL_LINKS, USE_CASE_LINKS } from "../nav/site-links.ts";
import styles from "./site-footer.module.css";

/** The site footer (public-site §2): latest two articles, use cases, discover links, account links, legal and social links. */
export function SiteFooter() {
  const { data: me = null } = useMe();
  const signedIn = Boolean(me && !me.isPlaceholder);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <Logo tone="light" />
            <p>One-to-one video advice on almost any topic. Free to sign up, no meeting time limit, free unlimited cloud recording.</p>
            <div className={styles.social}>
              {SOCIAL_LINKS.map((social) => (
                <a
                  key={social.id}
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${BRAND.name} on ${social.title}`}
                >
                  <Icon name={social.id} size={18} />
                </a>
              ))}
            </div>
          </div>
          <nav aria-label="Latest articles" className={styles.articles}>
            <h2 className={styles.heading}>
              <Link to="/articles" className={styles.headingLink}>
                Latest articles
              </Link>
            </h2>
            <Suspense fallback={null}>
              <LatestArticles className={styles.list} />
            </Suspense>
          </nav>
          <nav aria-label="Use cases">
            <h2 className={styles.heading}>Use cases</h2>
            <ul className={styles.list}>
              {USE_CASE_LINKS.map((link) => (
                <li key={link.id}>
                  <Link to={link.path}>{link.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Discover">
            <h2 className={styles.heading}>Discover</h2>
            <ul className={styles.list}>
              {DISCOVER_LINKS.map((link) => (
                <li key={link.id}>
                  <Link to={link.path}>{link.title}</Link>
                </li>
              ))}
              <li>
                <Link to="/get-in-touch">Get in touch</Link>
              </li>
            </ul>
          </nav>
          <nav aria-label="Account">
            <h2 className={styles.heading}>Your account</h2>
            <ul className={styles.list}>
              {signedIn ? (
                <>
                  <li>
                    <Link to={appPath("dashboard")}>My dashboard</Link>
                  </li>
                  <li>
                    <Link to="/sign-out">Sign out</Link>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <Link to={FOOTER_LOG_IN_PATH}>Log in</Link>
                  </li>
                  <li>
                    <Link to={FOOTER_SIGN_UP_PATH}>Sign up for free</Link>
                  </li>
                  <li>
                    <Link to={appPath("dashboard")}>Dashboard</Link>
                  </li>
                </>
              )}
            </ul>
          </nav>
        </div>
        <div className={styles.bottom}>
          <span>
            {/* The server's year is kept while hydrating: a visitor whose clock is already in the new year (or still in the old one) doesn't break the page. */}
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {BRAND.name}
          </span>
          <div className={styles.legal}>
            <Link to="/privacy">Privacy</Link>
            <Link to="/terms-and-conditions">Terms and conditions</Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
