import { Link } from "react-router-dom";
import { siteSolutionsMessages } from "@kora/shared/i18n/messages/site-solutions.ts";
import { siteSolutionsUseCasesMessages } from "@kora/shared/i18n/messages/site-solutions-use-cases.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { Icon, type IconName } from "../../../ui/icon.tsx";
import { em } from "../marketing/rich-tags.tsx";
import { CtaBand, FeatureGrid, Hero, Quote, Section, Steps } from "./solutions-ui.tsx";
import { breadcrumbLd, itemListLd, webPageLd } from "./solutions-seo.ts";
import { AARON_WHITFIELD } from "./quotes/aaron-whitfield.ts";
import { MEI_CHEN } from "./quotes/mei-chen.ts";
import { ROSA_DELGADO } from "./quotes/rosa-delgado.ts";
import { USE_CASE_CARDS, USE_CASE_IMAGE_SIZE, type UseCaseCard } from "./use-cases.ts";
import styles from "./use-cases.module.css";

/** What every group gets; each one's words are `feature.{id}.title` and `.text` in site-solutions-use-cases. */
const GROUP_FEATURES: { id: "space" | "cards" | "applications" | "admins" | "paid" | "meetings"; icon: IconName }[] = [
  { id: "space", icon: "globe" },
  { id: "cards", icon: "check" },
  { id: "applications", icon: "calendar" },
  { id: "admins", icon: "dashboard" },
  { id: "paid", icon: "share" },
  { id: "meetings", icon: "video" },
];

const QUOTES = [ROSA_DELGADO, AARON_WHITFIELD, MEI_CHEN];

/** How to start; each step's words are `step.{id}.title` and `.text`. */
const STEPS = ["demo", "setup", "invite", "open"] as const;

/** /use-cases: the four audiences, what every group gets, how to start. */
export default function UseCasesPage() {
  const abs = useAbsoluteUrl();
  const t = useT(siteSolutionsUseCasesMessages);
  const shared = useT(siteSolutionsMessages);
  const locale = useLocale();
  const TITLE = siteTitle(t.t("meta.title"));
  const DESCRIPTION = t.t("meta.description");
  const cardTitle = (id: UseCaseCard["id"]) => t.t(`card.${id}.title`);
  // Inside a sentence the use case's name is lower case, except in German, whose nouns keep their capital.
  const inSentence = (name: string) => (locale === "de" ? name : name.toLocaleLowerCase(locale));
  return (
    <>
      <PageMeta
        title={TITLE}
        description={DESCRIPTION}
        path="/use-cases"
        jsonLd={[
          webPageLd(abs, {
            path: "/use-cases",
            name: TITLE,
            description: DESCRIPTION,
            type: "CollectionPage",
            inLanguage: locale,
            extra: {
              mainEntity: itemListLd(
                abs,
                USE_CASE_CARDS.map((card) => ({ name: cardTitle(card.id), path: card.to })),
              ),
            },
          }),
          breadcrumbLd(abs, [{ name: shared.t("useCases"), path: "/use-cases" }], shared.t("breadcrumb.home")),
        ]}
      />
      <Hero
        eyebrow={t.t("eyebrow")}
        title={t.rich("title", { em })}
        lede={t.t("lede")}
        actions={
          <>
            <ButtonLink to="/book-a-demo" size="large">
              {t.t("bookDemo")}
            </ButtonLink>
            <ButtonLink to="/search" variant="outline" size="large">
              {t.t("browse")}
            </ButtonLink>
          </>
        }
      />

      <Section id="audiences" title={t.t("audiences.title")} intro={t.t("audiences.intro")}>
        <ul className={styles.cards}>
          {USE_CASE_CARDS.map((card) => (
            <li key={card.id}>
              <Link to={card.to} className={styles.card}>
                <img src={card.image} {...USE_CASE_IMAGE_SIZE} alt="" loading="lazy" decoding="async" />
                <div className={styles.cardBody}>
                  <h3>{cardTitle(card.id)}</h3>
                  <p>{t.t(`card.${card.id}.description`)}</p>
                  <span className={styles.cardMore}>
                    {t.t("card.explore", { name: inSentence(cardTitle(card.id)) })}
                    <Icon name="arrowRight" size={18} />
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="groups" tone="alt" title={t.t("groups.title")} intro={t.t("groups.intro")}>
        <FeatureGrid
          items={GROUP_FEATURES.map(({ id, icon }) => ({ icon, title: t.t(`feature.${id}.title`), text: t.t(`feature.${id}.text`) }))}
        />
      </Section>

      <Section id="how" title={t.t("how.title")}>
        <Steps items={STEPS.map((id) => ({ title: t.t(`step.${id}.title`), text: t.t(`step.${id}.text`) }))} />
      </Section>

      <Section id="voices" tone="alt" title={t.t("voices.title")}>
        <ul className={styles.quotes}>
          {QUOTES.map((item) => (
            <li key={item.id}>
              <Quote testimonial={item} />
            </li>
          ))}
        </ul>
        <p className={styles.allQuotes}>
          <Link to="/testimonials">{t.t("voices.all")}</Link>
        </p>
      </Section>

      <CtaBand
        title={t.t("cta.title")}
        text={t.t("cta.text")}
        to="/book-a-demo"
        label={t.t("bookDemo")}
        secondary={{ to: "/video-production", label: t.t("cta.video") }}
      />
    </>
  );
}
