import { ORGANISATION_PLAN } from "@kora/shared/domain/plans/organisation-plan.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import styles from "./organisation-plan.module.css";
import { CheckList } from "./site-sections.tsx";

/**
 * The B2B starter plan under the personal plans: the entry `GET /api/subscriptions?filter[slug]=…`
 * lists for organisations, from the same table. Groups are set up with Kora's team, so it leads to a demo.
 */
export function OrganisationPlan() {
  const plan = ORGANISATION_PLAN;
  return (
    <section className={styles.organisation} aria-labelledby="organisation-plan-title" data-plan-slug={plan.slug}>
      <div>
        <p className={styles.eyebrow}>For organisations</p>
        <h2 id="organisation-plan-title" className={styles.name}>
          {plan.name}
        </h2>
        <p className={styles.price}>{plan.priceText}</p>
        <p className={styles.summary}>{plan.summary}</p>
      </div>
      <div className={styles.details}>
        <CheckList items={[...plan.points]} className={styles.points} />
        <ButtonLink to={plan.contact.path} variant="outline">
          {plan.contact.label}
        </ButtonLink>
      </div>
    </section>
  );
}
