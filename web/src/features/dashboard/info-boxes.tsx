import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { dashboardMessages } from "@kora/shared/i18n/messages/dashboard.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { Icon } from "../../ui/icon.tsx";
import { completeInfoBox, infoBoxesQuery } from "./dashboard.client.ts";
import styles from "./onboarding.module.css";

/** The dashboard's info boxes (core §7 `me/info-boxes`): each links to what it asks and can be dismissed for good. */
export function InfoBoxes() {
  const t = useT(dashboardMessages);
  const { data: boxes } = useQuery(infoBoxesQuery);
  if (!boxes || boxes.length === 0) return null;
  return (
    <ul className={styles.boxes} aria-label={t.t("boxes.label")}>
      {boxes.map((box) => (
        <li key={box.id} className={styles.box} aria-labelledby={`box-${box.id}`}>
          <div className={styles.boxText}>
            <strong id={`box-${box.id}`}>{box.title}</strong>
            <span>{box.text}</span>
            <Link to={box.href} className={styles.boxAction}>
              {box.action} <Icon name="arrowRight" size={16} />
            </Link>
          </div>
          <button
            type="button"
            className={styles.boxClose}
            aria-label={t.t("boxes.dismiss", { title: box.title })}
            onClick={() => void completeInfoBox(box.id).catch(() => undefined)}
          >
            <Icon name="close" size={18} />
          </button>
        </li>
      ))}
    </ul>
  );
}
