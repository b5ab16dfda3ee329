import { useState } from "react";
import { Link } from "react-router-dom";
import type { Onboarding } from "@kora/shared/contracts/onboarding.ts";
import { dashboardMessages } from "@kora/shared/i18n/messages/dashboard.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { Button } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { hideChecklist } from "./dashboard.client.ts";
import styles from "./onboarding.module.css";

type Checklist = NonNullable<Onboarding["checklist"]>;

const HEADINGS = {
  advisor: "checklist.advisor",
  learner: "checklist.learner",
} as const satisfies Record<Checklist["kind"], string>;

/**
 * The getting-started checklist (public-site §2.11). Items tick themselves from the server's data; each links
 * to where it is done. Hidden for good with "Hide", or "Dismiss" once everything is done.
 */
export function OnboardingChecklist({ checklist }: { checklist: Checklist }) {
  const t = useT(dashboardMessages);
  const [hiding, setHiding] = useState(false);
  const done = checklist.items.filter((item) => item.done).length;
  const total = checklist.items.length;
  const hide = async () => {
    setHiding(true);
    try {
      await hideChecklist();
    } catch {
      // The client has said what went wrong; the checklist stays.
      setHiding(false);
    }
  };
  return (
    <section className={styles.checklist} aria-labelledby="checklist-title">
      <div className={styles.head}>
        <div>
          <h2 id="checklist-title">{checklist.complete ? t.t("checklist.complete") : t.t(HEADINGS[checklist.kind])}</h2>
          <p className="note">{checklist.complete ? t.t("checklist.completeText") : t.t("checklist.progress", { done, total })}</p>
        </div>
        <Button variant={checklist.complete ? "primary" : "ghost"} size="small" busy={hiding} onClick={() => void hide()}>
          {checklist.complete ? t.t("checklist.dismiss") : t.t("checklist.hide")}
        </Button>
      </div>
      <div className={styles.progress} aria-hidden="true">
        <span style={{ width: `${(done / total) * 100}%` }} />
      </div>
      <ol className={styles.items} aria-label={t.t("checklist.label")}>
        {checklist.items.map((item, index) => (
          <li key={item.id} className={item.done ? styles.done : undefined}>
            <span className={styles.tick} aria-hidden="true">
              {item.done ? <Icon name="check" size={16} /> : index + 1}
            </span>
            <span className={styles.itemText}>
              <Link to={item.href}>{item.title}</Link>
              <span className="visually-hidden">{item.done ? t.t("checklist.itemDone") : t.t("checklist.itemToDo")}</span>
              <span className={styles.itemNote}>{item.note ?? (item.done ? t.t("checklist.done") : item.description)}</span>
            </span>
            {!item.done && <Icon name="arrowRight" size={18} />}
          </li>
        ))}
      </ol>
    </section>
  );
}
