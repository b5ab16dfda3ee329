import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { Icon, type IconName } from "../../../ui/icon.tsx";
import { BackLink } from "../booking-bits.tsx";
import styles from "./initiate.module.css";

/** One way to start a booking: a titled card that is a link as a whole. */
export function FlowCard({ to, icon, title, children }: { to: string; icon: IconName; title: string; children: ReactNode }) {
  return (
    <li className={styles.card}>
      <span className={styles.cardIcon}>
        <Icon name={icon} size={22} />
      </span>
      <div>
        <h3>
          <Link to={to} className="stretched-link">
            {title}
          </Link>
        </h3>
        <p className="note">{children}</p>
      </div>
    </li>
  );
}

export function FlowGroup({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <section className={styles.group} aria-label={title}>
      <h2 className={styles.groupTitle}>{title}</h2>
      {note && <p className={styles.groupNote}>{note}</p>}
      <ul className={styles.cards}>{children}</ul>
    </section>
  );
}

/** A flow page: the way back to its hub, a title and a line of what happens. */
export function FlowFrame({
  back,
  backLabel,
  title,
  intro,
  children,
}: {
  back: string;
  backLabel: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className={styles.frame}>
      <BackLink to={back}>{backLabel}</BackLink>
      <div>
        <h1>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </div>
      {children}
    </div>
  );
}
