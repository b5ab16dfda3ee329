import { useId } from "react";
import { Link } from "react-router-dom";
import { BRAND } from "@kora/shared/brand.ts";
import { shellMessages } from "@kora/shared/i18n/messages/shell.ts";
import { siteFeaturesCommonMessages } from "@kora/shared/i18n/messages/site-features-common.ts";
import { siteHomeMessages } from "@kora/shared/i18n/messages/site-home.ts";
import type { KeyOf, Translator } from "@kora/shared/i18n/translate.ts";
import { MEETING_SIZE } from "@kora/shared/domain/meetings/rules.ts";
import { itemDescription, navText } from "../../../app/nav/nav-text.ts";
import { SIGN_UP_PATH, SOCIAL_LINKS, USE_CASE_LINKS } from "../../../app/nav/site-links.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { Carousel } from "../../../ui/carousel.tsx";
import { Icon, type IconName } from "../../../ui/icon.tsx";
import { Container } from "../../../ui/surface.tsx";
import { FEATURE_SUMMARIES } from "./feature-summaries.ts";
import { GetStartedBanner } from "./get-started-banner.tsx";
import { Glyph, type GlyphName } from "./glyph.tsx";
import styles from "./home-page.module.css";
import { em } from "./rich-tags.tsx";
import { Actions, CheckList, CtaBand, Section } from "./site-sections.tsx";

/** A step's words in site-home: `{step}.title` and `{step}.text`. */
type Step = "learner.find" | "learner.request" | "learner.meet" | "advisor.card" | "advisor.hours" | "advisor.paid";
type HomeTranslator = Translator<KeyOf<typeof siteHomeMessages>>;

const LEARNER_STEPS: Step[] = ["learner.find", "learner.request", "learner.meet"];
const ADVISOR_STEPS: Step[] = ["advisor.card", "advisor.hours", "advisor.paid"];

const USE_CASE_ICONS: Record<string, GlyphName> = {
  "event-marketing": "megaphone",
  "educational-institutions": "school",
  "membership-organisations": "users",
  businesses: "building",
};

/**
 * Voices from both sides of the call and from a group (invented people; every claim is one the product keeps).
 * What each says and who they are: `quote.{id}.text` and `quote.{id}.title` in site-home.
 */
const QUOTES = [
  { id: "ines", name: "Inés Calderón" },
  { id: "callum", name: "Callum Rees" },
  { id: "yuki", name: "Yuki Tanaka" },
  { id: "marit", name: "Marit Olsen" },
] as const;

const initials = (name: string) =>
  name
    .split(" ")
    .map((part) => part[0])
    .join("");

/** The three plans at a glance, in the page's language. */
const tiers = (t: HomeTranslator) => [
  {
    name: "Basic",
    price: t.t("plans.basic.price"),
    points: [t.t("plans.size", { count: MEETING_SIZE.basic }), t.t("plans.basic.recording"), t.t("plans.basic.fee")],
  },
  {
    name: "Plus",
    price: t.t("plans.plus.price"),
    points: [t.t("plans.size", { count: MEETING_SIZE.plus }), t.t("plans.plus.download"), t.t("plans.plus.fee")],
  },
  {
    name: "Pro",
    price: t.t("plans.pro.price"),
    points: [t.t("plans.size", { count: MEETING_SIZE.pro }), t.t("plans.pro.analytics"), t.t("plans.pro.video")],
  },
];

/** A video call drawn in CSS: decorative, so text stays the largest thing on first paint. */
function CallPicture() {
  const t = useT(siteHomeMessages);
  return (
    <div className={styles.mock} aria-hidden="true">
      <div className={styles.call}>
        <span className={`${styles.face} ${styles.faceBig}`}>MR</span>
        <span className={styles.tileSmall}>
          <span className={`${styles.face} ${styles.faceSmall}`}>JT</span>
        </span>
        <span className={styles.rec}>{t.t("picture.recording")}</span>
        <span className={styles.controls}>
          <span>
            <Icon name="record" size={18} />
          </span>
          <span>
            <Icon name="video" size={18} />
          </span>
          <span>
            <Icon name="close" size={18} />
          </span>
        </span>
      </div>
      <span className={`${styles.chip} ${styles.chipOne}`}>
        <span className={styles.chipIcon}>
          <Icon name="check" size={18} />
        </span>
        <span>
          {t.t("picture.confirmed")}
          <small>{t.t("picture.confirmedDetail")}</small>
        </span>
      </span>
      <span className={`${styles.chip} ${styles.chipTwo}`}>
        <span className={`${styles.chipIcon} ${styles.chipIconAqua}`}>
          <Icon name="record" size={18} />
        </span>
        <span>
          {t.t("picture.saved")}
          <small>{t.t("picture.savedDetail")}</small>
        </span>
      </span>
    </div>
  );
}

/** The advisor search: a plain GET form, so it works before (and without) JavaScript. */
function AdvisorSearch() {
  const inputId = `${useId()}-query`;
  const t = useT(siteHomeMessages);
  return (
    <form className={styles.search} action="/search" method="get" role="search" aria-label={t.t("search.label")}>
      <label htmlFor={inputId} className={styles.searchLabel}>
        {t.t("search.question")}
      </label>
      <div className={styles.searchRow}>
        <input
          id={inputId}
          className={styles.searchInput}
          type="search"
          name="query"
          placeholder={t.t("search.placeholder")}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={styles.searchButton}>
          <Icon name="search" size={18} /> {t.t("search.submit")}
        </button>
      </div>
    </form>
  );
}

function Steps({ title, steps, icon }: { title: string; steps: Step[]; icon: IconName }) {
  const t = useT(siteHomeMessages);
  return (
    <div>
      <h3 className={styles.stepsTitle}>
        <span className={styles.stepsIcon}>
          <Icon name={icon} size={20} />
        </span>
        {title}
      </h3>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step} className={styles.step}>
            <h4>{t.t(`${step}.title`)}</h4>
            <p>{t.t(`${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The home page: the promise, the ways in (sign up, search), how it works, features, audiences, voices, plans, the app. */
export default function HomePage() {
  const absolute = useAbsoluteUrl();
  const t = useT(siteHomeMessages);
  const features = useT(siteFeaturesCommonMessages);
  const shell = useT(shellMessages);
  const organisation = absolute("/#organization");
  const jsonLd = [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": organisation,
      name: BRAND.name,
      url: absolute("/"),
      logo: absolute("/favicon.svg"),
      sameAs: SOCIAL_LINKS.map((link) => link.href),
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": absolute("/#website"),
      name: BRAND.name,
      url: absolute("/"),
      publisher: { "@id": organisation },
      potentialAction: {
        "@type": "SearchAction",
        target: absolute("/search?query={search_term_string}"),
        "query-input": "required name=search_term_string",
      },
    },
  ];

  return (
    <>
      <PageMeta title={siteTitle(t.t("meta.title"))} description={t.t("meta.description")} path="/" jsonLd={jsonLd} />

      <section className={styles.hero}>
        <Container className={styles.heroInner}>
          <div className={styles.heroText}>
            <h1>{t.rich("hero.title", { em })}</h1>
            <p className={styles.lede}>{t.t("hero.lede")}</p>
            <Actions>
              <ButtonLink to={SIGN_UP_PATH} size="large">
                {t.t("startFree")}
              </ButtonLink>
              <ButtonLink to="/search" variant="outline" size="large">
                {t.t("browseAdvisors")}
              </ButtonLink>
            </Actions>
            <AdvisorSearch />
            <ul className={styles.points}>
              <li>
                <Icon name="check" size={18} strokeWidth={3} /> {t.t("hero.point.signUp")}
              </li>
              <li>
                <Icon name="check" size={18} strokeWidth={3} /> {t.t("hero.point.noLimit")}
              </li>
              <li>
                <Icon name="check" size={18} strokeWidth={3} /> {t.t("hero.point.recording")}
              </li>
            </ul>
          </div>
          <CallPicture />
        </Container>
      </section>

      <div className={styles.bannerWrap}>
        <Container>
          <GetStartedBanner />
        </Container>
      </div>

      <Section title={t.t("how.title")} intro={<p>{t.t("how.intro")}</p>}>
        <div className={styles.howGrid}>
          <Steps title={t.t("how.learners")} steps={LEARNER_STEPS} icon="search" />
          <Steps title={t.t("how.advisors")} steps={ADVISOR_STEPS} icon="user" />
        </div>
      </Section>

      <Section tone="sunken" title={t.t("features.title")} intro={<p>{t.t("features.intro")}</p>}>
        <ul className={styles.cardGrid}>
          {FEATURE_SUMMARIES.map((feature) => (
            <li key={feature.to}>
              <Link to={feature.to} className={styles.linkCard}>
                <span className={styles.cardIcon}>
                  <Glyph name={feature.icon} />
                </span>
                <h3>{features.t(`summary.${feature.id}.title`)}</h3>
                <p>{features.t(`summary.${feature.id}.text`)}</p>
                <span className={styles.more}>
                  {t.t("features.more")} <Icon name="arrowRight" size={16} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.after}>
          <Link to="/features">{t.t("features.all")}</Link>
        </p>
      </Section>

      <Section title={t.t("audiences.title")} intro={<p>{t.t("audiences.intro")}</p>}>
        <ul className={styles.cardGrid}>
          {USE_CASE_LINKS.map((useCase) => (
            <li key={useCase.id}>
              <Link to={useCase.path} className={styles.linkCard}>
                <span className={`${styles.cardIcon} ${styles.cardIconAqua}`}>
                  <Glyph name={USE_CASE_ICONS[useCase.id] ?? "globe"} />
                </span>
                <h3>{navText(shell, "item", useCase)}</h3>
                <p>{itemDescription(shell, useCase)}</p>
                <span className={styles.more}>
                  {t.t("audiences.more")} <Icon name="arrowRight" size={16} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.after}>
          <Link to="/use-cases">{t.t("audiences.all")}</Link>
        </p>
      </Section>

      <Section tone="sunken" title={t.t("quotes.title")} intro={<p>{t.t("quotes.intro")}</p>}>
        <Carousel
          label={t.t("quotes.label")}
          className={styles.quotes}
          slides={QUOTES.map((item) => (
            <figure key={item.id} className={styles.quote}>
              <blockquote>
                <p>{t.t("quote.text", { quote: t.t(`quote.${item.id}.text`) })}</p>
              </blockquote>
              <figcaption className="inline-3">
                <span className={styles.avatar} aria-hidden="true">
                  {initials(item.name)}
                </span>
                <span>
                  <strong>{item.name}</strong>
                  <span className={styles.quoteRole}>{t.t(`quote.${item.id}.title`)}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        />
        <p className={styles.after}>
          <Link to="/testimonials">{t.t("quotes.more")}</Link>
        </p>
      </Section>

      <Section title={t.t("plans.title")} intro={<p>{t.t("plans.intro")}</p>}>
        <ul className={styles.tiers}>
          {tiers(t).map((tier) => (
            <li key={tier.name} className={styles.tier}>
              <h3>{tier.name}</h3>
              <p className={styles.tierPrice}>{tier.price}</p>
              <CheckList items={tier.points} />
            </li>
          ))}
        </ul>
        <p className={styles.after}>
          <Link to="/pricing">{t.t("plans.compare")}</Link>
        </p>
      </Section>

      <Section tone="sunken" title={t.t("app.title")}>
        <div className={styles.app}>
          <div>
            <p className={styles.appText}>{t.t("app.text")}</p>
            <CheckList items={[t.t("app.search"), t.t("app.same"), t.t("app.screen")]} />
          </div>
          <img
            className={styles.phone}
            src="/img/marketing/phone-call.svg"
            width={220}
            height={300}
            alt=""
            loading="lazy"
            decoding="async"
          />
        </div>
      </Section>

      <CtaBand
        title={t.t("cta.title")}
        primary={{ label: t.t("startFree"), to: SIGN_UP_PATH }}
        secondary={{ label: t.t("browseAdvisors"), to: "/search" }}
      >
        <p>{t.t("cta.text")}</p>
      </CtaBand>
    </>
  );
}
