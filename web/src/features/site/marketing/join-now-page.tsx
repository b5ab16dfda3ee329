import { Link, useLocation } from "react-router-dom";
import { siteJoinMessages } from "@kora/shared/i18n/messages/site-join.ts";
import { LOG_IN_PATH, SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { ButtonLink } from "../../../ui/button.tsx";
import { Container } from "../../../ui/surface.tsx";
import { FAQ_LINKS } from "./faq-links.ts";
import styles from "./join-now-page.module.css";
import { em, strong } from "./rich-tags.tsx";
import { Actions, CheckList, CtaBand, PageHero } from "./site-sections.tsx";

/** Query parameters the sign-up step understands (public-site §2 /password-free); links to /join-now may carry them. */
const PASSED_ON = ["invite", "group", "redirectTo", "token"] as const;

/** The sign-up path, keeping an invite, group, redirect or token the visitor arrived with. */
export function signUpHref(search: string): string {
  const incoming = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of PASSED_ON) {
    const value = incoming.get(key);
    if (value) kept.set(key, value);
  }
  const rest = kept.toString();
  return rest ? `${SIGN_UP_PATH}&${rest}` : SIGN_UP_PATH;
}

/** /join-now: why and how to sign up, and the way in. */
export default function JoinNowPage() {
  const signUp = signUpHref(useLocation().search);
  const t = useT(siteJoinMessages);
  return (
    <>
      <PageMeta title={siteTitle(t.t("meta.title"))} description={t.t("meta.description")} path="/join-now" />
      <PageHero eyebrow={t.t("eyebrow")} title={t.rich("title", { em })} lede={<p>{t.t("lede")}</p>}>
        <Actions>
          <ButtonLink to={signUp} size="large">
            {t.t("startFree")}
          </ButtonLink>
          <ButtonLink to={LOG_IN_PATH} variant="outline" size="large">
            {t.t("haveAccount")}
          </ButtonLink>
        </Actions>
      </PageHero>

      <section className={styles.needs} aria-labelledby="join-needs-title">
        <Container className={styles.needsInner}>
          <div>
            <h2 id="join-needs-title">{t.t("needs.title")}</h2>
            <CheckList items={[t.t("needs.name"), t.t("needs.email"), t.t("needs.mobile")]} className={styles.needsList} />
          </div>
          <p className={styles.promise}>{t.rich("promise", { strong })}</p>
        </Container>
      </section>

      <section className={styles.paths} aria-labelledby="join-paths-title">
        <Container>
          <h2 id="join-paths-title">{t.t("paths.title")}</h2>
          <div className={styles.columns}>
            <div className={styles.column}>
              <h3>{t.t("learn.title")}</h3>
              <CheckList items={[t.t("learn.browse"), t.t("learn.request"), t.t("learn.pay"), t.t("learn.recording")]} />
            </div>
            <div className={styles.column}>
              <h3>{t.t("advise.title")}</h3>
              <CheckList items={[t.t("advise.card"), t.t("advise.hours"), t.t("advise.paid"), t.t("advise.payout")]} />
            </div>
          </div>
          <p className={styles.help}>
            {t.rich("help", {
              tiers: (chunks) => (
                <Link key="tiers" to={FAQ_LINKS.tiers}>
                  {chunks}
                </Link>
              ),
              advisors: (chunks) => (
                <Link key="advisors" to={FAQ_LINKS.advisors}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </Container>
      </section>

      <CtaBand
        title={t.t("cta.title")}
        primary={{ label: t.t("startFree"), to: signUp }}
        secondary={{ label: t.t("cta.browse"), to: "/search" }}
      >
        <p>{t.t("cta.text")}</p>
      </CtaBand>
    </>
  );
}
