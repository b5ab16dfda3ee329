import { Link } from "react-router-dom";
import { appPath, BRAND } from "@kora/shared/brand.ts";
import { siteWelcomeMessages } from "@kora/shared/i18n/messages/site-welcome.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { ButtonLink } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { Container } from "../../../ui/surface.tsx";
import { Glyph, type GlyphName } from "./glyph.tsx";
import { em } from "./rich-tags.tsx";
import { Actions, PageHero } from "./site-sections.tsx";
import styles from "./welcome-page.module.css";

/** The next steps; each one's words are `{id}.title`, `{id}.text` and `{id}.link` in site-welcome. */
const NEXT_STEPS: { id: "details" | "card" | "hours" | "browse"; icon: GlyphName; to: string }[] = [
  { id: "details", icon: "user", to: appPath("my-details") },
  { id: "card", icon: "edit", to: appPath(`${BRAND.slug}-cards/create`) },
  { id: "hours", icon: "calendar", to: appPath("my-calendar/working-hours") },
  { id: "browse", icon: "search", to: "/search" },
];

/** /welcome: where a new account goes next. Public, not in the sitemap. */
export default function WelcomePage() {
  const t = useT(siteWelcomeMessages);
  const steps = [
    ...NEXT_STEPS.map((step) => ({
      ...step,
      title: t.t(`${step.id}.title`),
      text: t.t(`${step.id}.text`),
      link: t.t(`${step.id}.link`),
    })),
    {
      id: "host",
      icon: "video" as const,
      to: appPath("dashboard"),
      title: t.t("host.title"),
      text: t.t("host.text"),
      link: t.t("dashboard"),
    },
  ];
  return (
    <>
      <PageMeta title={siteTitle(t.t("meta.title"))} description={t.t("meta.description")} path="/welcome" />
      <PageHero eyebrow={t.t("eyebrow")} title={t.rich("title", { em })} lede={<p>{t.t("lede")}</p>}>
        <Actions>
          <ButtonLink to={appPath("dashboard")} size="large">
            {t.t("dashboard")}
          </ButtonLink>
          <ButtonLink to="/search" variant="outline" size="large">
            {t.t("browse")}
          </ButtonLink>
        </Actions>
      </PageHero>

      <section className={styles.stepsSection} aria-labelledby="welcome-steps-title">
        <Container>
          <h2 id="welcome-steps-title">{t.t("steps.title")}</h2>
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step.id} className={styles.step}>
                <span className={styles.stepIcon}>
                  <Glyph name={step.icon} size={24} />
                </span>
                <div className={styles.stepBody}>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                  <Link to={step.to} className={styles.stepLink}>
                    {step.link} <Icon name="arrowRight" size={16} />
                  </Link>
                </div>
              </li>
            ))}
          </ol>
          <p className={styles.help}>
            {t.rich("help", {
              faq: (chunks) => (
                <Link key="faq" to="/faq">
                  {chunks}
                </Link>
              ),
              contact: (chunks) => (
                <Link key="contact" to="/get-in-touch">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </Container>
      </section>
    </>
  );
}
