import { useCallback, useId, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { AVATAR_SIZE_HEADER_PX, AVATAR_SIZE_MENU_PX } from "@kora/shared/constants.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { avatarLabel, initials, planBadge } from "@kora/shared/domain/users/display.ts";
import { appPath } from "@kora/shared/brand.ts";
import { Avatar, PlanBadge } from "../../ui/avatar.tsx";
import { Icon, type IconName } from "../../ui/icon.tsx";
import { accountMenu, type AccountMenuEntry } from "../nav/site-links.ts";
import { DesktopDoNotDisturb, DesktopUploadsMenuItem } from "../../features/desktop/desktop.api.ts";
import styles from "./header.module.css";
import { useDismiss } from "./use-dismiss.ts";
import { shellMessages } from "@kora/shared/i18n/messages/shell.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { navText } from "../nav/nav-text.ts";

const ICONS: Record<AccountMenuEntry["id"], IconName> = {
  dashboard: "dashboard",
  console: "lock",
  host: "video",
  initiate: "calendar",
  account: "user",
  logout: "logout",
};

/** The signed-in corner: the 45 px avatar linking to the dashboard, and the account menu beside it. */
export function AccountMenu({ me }: { me: Me }) {
  const id = useId();
  const t = useT(shellMessages);
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);
  const label = avatarLabel(me.firstName, me.lastName);
  const plan = planBadge(me.planSubscriptions);
  const entries = accountMenu(me);

  return (
    <div ref={container} className={`${styles.me} ${styles.menu}`}>
      <Link to={appPath("dashboard")} className={styles.avatarLink} aria-label={t.t("header.myDashboardOf", { name: label })}>
        <span className={styles.avatarWrap}>
          <Avatar url={me.avatarUrl} initials={initials(me.firstName, me.lastName)} size={AVATAR_SIZE_HEADER_PX} />
          <PlanBadge plan={plan} />
        </span>
        <span className={styles.avatarLabel} aria-hidden="true">
          {label}
        </span>
      </Link>
      <button
        ref={trigger}
        type="button"
        className={styles.caret}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={t.t("header.accountMenu")}
        onClick={() => setOpen(!open)}
      >
        <Icon name="chevronDown" size={18} />
      </button>
      {open && (
        <div id={`${id}-menu`} className={`${styles.panel} ${styles.panelRight}`} style={{ minWidth: 260 }}>
          <div className={styles.accountHead}>
            <Avatar url={me.avatarUrl} initials={initials(me.firstName, me.lastName)} size={AVATAR_SIZE_MENU_PX} />
            <div style={{ minWidth: 0 }}>
              <div className={styles.accountName}>{me.fullName}</div>
              {me.email && <div className={styles.accountEmail}>{me.email}</div>}
            </div>
          </div>
          <DesktopDoNotDisturb />
          <DesktopUploadsMenuItem className={styles.accountItem} onOpen={close} />
          <ul style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {entries.map((entry) => (
              <li key={entry.id}>
                {entry.id === "logout" && <div className={styles.separator} role="separator" />}
                {entry.external ? (
                  <a className={styles.accountItem} href={entry.to} onClick={close}>
                    <Icon name={ICONS[entry.id]} size={18} />
                    {navText(t, "account", { id: entry.id, title: entry.label })}
                  </a>
                ) : (
                  <Link className={styles.accountItem} to={entry.to} onClick={close}>
                    <Icon name={ICONS[entry.id]} size={18} />
                    {navText(t, "account", { id: entry.id, title: entry.label })}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
