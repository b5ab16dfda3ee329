import { ORGANISATION_PLAN } from "@kora/shared/domain/plans/organisation-plan.ts";
import { sitePricingMessages } from "@kora/shared/i18n/messages/site-pricing.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import styles from "./organisation-plan.module.css";
import { CheckList } from "./site-sections.tsx";

/**
 * The B2B starter plan under the personal plans: the entry `GET /api/subscriptions?filter[slug]=…`
 * lists for organisations, from the same table. Groups are set up with Kora's team, so it leads to a demo.
 * Its words are ORGANISATION_PLAN's, in the page's language (site-pricing); the plan's name is a name.
 */
export function OrganisationPlan() {
  const plan = ORGANISATION_PLAN;
  const t = useT(sitePricingMessages);
  return (
    <section className={styles.organisation} aria-labelledby="organisation-plan-title" data-plan-slug={plan.slug}>
      <div>
        <p className={styles.eyebrow}>{t.t("org.eyebrow")}</p>
        <h2 id="organisation-plan-title" className={styles.name}>
          {plan.name}
        </h2>
        <p className={styles.price}>{t.t("org.price")}</p>
        <p className={styles.summary}>{t.t("org.summary")}</p>
      </div>
      <div className={styles.details}>
        <CheckList items={[t.t("org.page"), t.t("org.admins"), t.t("org.cards"), t.t("org.bookings")]} className={styles.points} />
        <ButtonLink to={plan.contact.path} variant="outline">
          {t.t("org.demo")}
        </ButtonLink>
      </div>
    </section>
  );
}
