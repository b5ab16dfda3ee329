import { useId } from "react";
import { siteHomeMessages } from "@kora/shared/i18n/messages/site-home.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import styles from "./get-started-banner.module.css";

/**
 * The get-started banner (public-site §2): the product offers one-to-one video advice on almost any
 * topic, with a way into the advisor search. Place it inside a Container; `headingLevel` keeps the
 * page's outline unbroken where the banner sits under an h2.
 */
export function GetStartedBanner({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const headingId = `${useId()}-get-started`;
  const t = useT(siteHomeMessages);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <div>
        <Heading id={headingId} className={styles.title}>
          {t.t("banner.title")}
        </Heading>
        <p>{t.t("banner.text")}</p>
      </div>
      <ButtonLink to="/search" size="large" className={styles.button}>
        <Icon name="search" size={18} /> {t.t("banner.find")}
      </ButtonLink>
    </section>
  );
}
