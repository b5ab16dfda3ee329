import { BRAND } from "@kora/shared/brand.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import styles from "./onboarding.module.css";

/** The Get-started banner (public-site §2), for learners who have not booked anyone yet. */
export function GetStartedBanner() {
  return (
    <section className={styles.banner} aria-labelledby="get-started-title">
      <div>
        <h2 id="get-started-title">One-to-one video advice on almost any topic</h2>
        <p>Find an advisor who has done what you're trying to do, and book a video session with them on {BRAND.name}.</p>
      </div>
      <ButtonLink to="/search" size="large">
        <Icon name="search" size={18} /> Find an advisor
      </ButtonLink>
    </section>
  );
}
