import { Link, Outlet, useLocation, useMatches, useSearchParams } from "react-router-dom";
import { Icon } from "../../ui/icon.tsx";
import { SiteHeader } from "../header/site-header.tsx";
import styles from "./layouts.module.css";
import { shellMessages } from "@kora/shared/i18n/messages/shell.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/** Route handle for pages in this layout: their own title instead of the log-in/sign-up one. */
export interface AuthHandle {
  authTitle?: string;
  /** false: no "Log in" / "Sign up" tabs (pages for people already signed in, such as verification). */
  authTabs?: false;
}

const CARRIED = ["invite", "group", "redirectTo"];

/** The step link keeps the invite, group and redirect the person arrived with. */
function stepLink(step: "login" | "signup", params: URLSearchParams): string {
  const next = new URLSearchParams({ step });
  for (const key of CARRIED) {
    const value = params.get(key);
    if (value) next.set(key, value);
  }
  return `/password-free?${next}`;
}

/** Authentication layout (public-site §2): "Log in" / "Sign up" tabs and "Log in to Kora" or "Sign up to Kora". */
export function AuthLayout() {
  const [params] = useSearchParams();
  const t = useT(shellMessages);
  const { pathname } = useLocation();
  const matches = useMatches();
  const handleTitle = matches.map((match) => (match.handle as AuthHandle | undefined)?.authTitle).findLast(Boolean);
  const step = pathname === "/password-free" && params.get("step") === "signup" ? "signup" : "login";
  const title = handleTitle ?? t.t(step === "signup" ? "auth.signUpTo" : "auth.logInTo");
  const tabs = !matches.some((match) => (match.handle as AuthHandle | undefined)?.authTabs === false);

  return (
    <>
      <SiteHeader />
      <main id="main" className={styles.auth}>
        <aside className={styles.authAside}>
          <h2>{t.t("auth.pitch")}</h2>
          <ul className={styles.claims}>
            <li>
              <Icon name="check" /> {t.t("auth.claim.free")}
            </li>
            <li>
              <Icon name="check" /> {t.t("auth.claim.noLimit")}
            </li>
            <li>
              <Icon name="check" /> {t.t("auth.claim.recording")}
            </li>
            <li>
              <Icon name="check" /> {t.t("auth.claim.earn")}
            </li>
          </ul>
        </aside>
        <div className={styles.authMain}>
          <div className={styles.authCard}>
            {tabs && (
              <nav className={styles.tabs} aria-label={t.t("auth.tabs")}>
                <Link
                  className={styles.tab}
                  to={stepLink("login", params)}
                  aria-current={pathname === "/password-free" && step === "login" ? "page" : undefined}
                >
                  {t.t("auth.logIn")}
                </Link>
                <Link
                  className={styles.tab}
                  to={stepLink("signup", params)}
                  aria-current={pathname === "/password-free" && step === "signup" ? "page" : undefined}
                >
                  {t.t("auth.signUp")}
                </Link>
              </nav>
            )}
            <h1 className={styles.authTitle}>{title}</h1>
            <Outlet />
          </div>
        </div>
      </main>
    </>
  );
}
