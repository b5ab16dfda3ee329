import type { ReactNode } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { SiteFooter } from "../footer/site-footer.tsx";
import { SiteHeader } from "../header/site-header.tsx";
import { footerHidden } from "../nav/site-links.ts";
import { useMediaQuery } from "../../lib/use-viewport.ts";
import { InviteRequestMount } from "../../features/site/invite-request/invite-request-mount.tsx";
import styles from "./layouts.module.css";
import { shellMessages } from "@kora/shared/i18n/messages/shell.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/** Header, page, footer: the public site's frame. `children` stands in for the outlet (error pages). */
export function LandingLayout({ children, tone }: { children?: ReactNode; tone?: "light" | "dark" }) {
  const { pathname } = useLocation();
  // The group sidebar of apply and join pages shows from 960 px; only then does it replace the footer.
  const groupSidebar = useMediaQuery("(min-width: 960px)");
  const t = useT(shellMessages);
  return (
    <>
      <a href="#main" className="skip-link">
        {t.t("skipToContent")}
      </a>
      <SiteHeader tone={tone} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      {!(footerHidden(pathname) && groupSidebar) && <SiteFooter />}
      <InviteRequestMount />
    </>
  );
}
