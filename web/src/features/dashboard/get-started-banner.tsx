import { BRAND } from "@kora/shared/brand.ts";
import { dashboardMessages } from "@kora/shared/i18n/messages/dashboard.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import styles from "./onboarding.module.css";

/** The Get-started banner (public-site §2), for learners who have not booked anyone yet. */
export function GetStartedBanner() {
  const t = useT(dashboardMessages);
  return (
    <section className={styles.banner} aria-labelledby="get-started-title">
      <div>
        <h2 id="get-started-title">{t.t("getStarted.title")}</h2>
        <p>{t.t("getStarted.text", { brand: BRAND.name })}</p>
      </div>
      <ButtonLink to="/search" size="large">
        <Icon name="search" size={18} /> {t.t("findAdvisor")}
      </ButtonLink>
    </section>
  );
}
