import { Link } from "react-router-dom";
import { siteFeaturesMessages } from "@kora/shared/i18n/messages/site-features.ts";
import type { KeyOf, Translator } from "@kora/shared/i18n/translate.ts";
import { MEETING_SIZE } from "@kora/shared/domain/meetings/rules.ts";
import { SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { Icon } from "../../../ui/icon.tsx";
import { Container } from "../../../ui/surface.tsx";
import { FEATURE_PATHS } from "./feature-paths.ts";
import styles from "./features-page.module.css";
import { Glyph, type GlyphName } from "./glyph.tsx";
import { em } from "./rich-tags.tsx";
import { CheckList, CtaBand, PageHero, Section } from "./site-sections.tsx";

type FeaturesTranslator = Translator<KeyOf<typeof siteFeaturesMessages>>;

interface Feature {
  id: string;
  icon: GlyphName;
  title: string;
  text: string;
  points: string[];
  to: string;
  link: string;
  art: string;
}

/** The four features, in the page's language. */
const features = (t: FeaturesTranslator): Feature[] => [
  {
    id: "video-meetings",
    icon: "video",
    title: t.t("meetings.title"),
    text: t.t("meetings.text"),
    points: [
      t.t("meetings.noLimit"),
      t.t("meetings.recording"),
      t.t("meetings.room"),
      t.t("meetings.sizes", { basic: MEETING_SIZE.basic, plus: MEETING_SIZE.plus, pro: MEETING_SIZE.pro }),
    ],
    to: FEATURE_PATHS.meetings,
    link: t.t("meetings.link"),
    art: "/img/marketing/video-meetings.svg",
  },
  {
    id: "calendar-and-bookings",
    icon: "calendar",
    title: t.t("calendar.title"),
    text: t.t("calendar.text"),
    points: [t.t("calendar.steps"), t.t("calendar.requests"), t.t("calendar.invites"), t.t("calendar.sms")],
    to: FEATURE_PATHS.calendar,
    link: t.t("calendar.link"),
    art: "/img/marketing/calendar.svg",
  },
  {
    id: "cards",
    icon: "user",
    title: t.t("cards.title"),
    text: t.t("cards.text"),
    points: [t.t("cards.kinds"), t.t("cards.contents"), t.t("cards.reviews"), t.t("cards.publish")],
    to: FEATURE_PATHS.cards,
    link: t.t("cards.link"),
    art: "/img/marketing/cards.svg",
  },
  {
    id: "payment-integration",
    icon: "coin",
    title: t.t("payments.title"),
    text: t.t("payments.text"),
    points: [t.t("payments.confirm"), t.t("payments.currencies"), t.t("payments.free"), t.t("payments.credit")],
    to: FEATURE_PATHS.payments,
    link: t.t("payments.link"),
    art: "/img/marketing/payments.svg",
  },
];

/** What else comes with Kora, in the page's language. */
const extras = (t: FeaturesTranslator): { id: string; icon: GlyphName; title: string; text: string; to?: string; link?: string }[] => [
  {
    id: "groups",
    icon: "building",
    title: t.t("groups.title"),
    text: t.t("groups.text"),
    to: "/use-cases",
    link: t.t("groups.link"),
  },
  { id: "app", icon: "phone", title: t.t("app.title"), text: t.t("app.text") },
  { id: "library", icon: "dashboard", title: t.t("library.title"), text: t.t("library.text") },
  { id: "pro-bono", icon: "star", title: t.t("proBono.title"), text: t.t("proBono.text") },
  {
    id: "gift-cards",
    icon: "gift",
    title: t.t("giftCards.title"),
    text: t.t("giftCards.text"),
    to: "/giftcards",
    link: t.t("giftCards.link"),
  },
  {
    id: "video-production",
    icon: "video",
    title: t.t("video.title"),
    text: t.t("video.text"),
    to: "/video-production",
    link: t.t("video.link"),
  },
];

/** /features: the four features at a glance, then what else comes with Kora. */
export default function FeaturesPage() {
  const absolute = useAbsoluteUrl();
  const t = useT(siteFeaturesMessages);
  const FEATURES = features(t);
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: t.t("ld.name"),
    itemListElement: FEATURES.map((feature, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: feature.title,
      url: absolute(feature.to),
    })),
  };
  return (
    <>
      <PageMeta title={siteTitle(t.t("meta.title"))} description={t.t("meta.description")} path="/features" jsonLd={jsonLd} />
      <PageHero eyebrow={t.t("eyebrow")} title={t.rich("title", { em })} lede={<p>{t.t("lede")}</p>}>
        <nav aria-label={t.t("jumps")}>
          <ul className={styles.jumps}>
            {FEATURES.map((feature) => (
              <li key={feature.id}>
                <a href={`#${feature.id}`}>
                  <Glyph name={feature.icon} size={18} /> {feature.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      <div className={styles.list}>
        <Container>
          {FEATURES.map((feature) => (
            <section key={feature.id} id={feature.id} className={styles.feature} aria-labelledby={`${feature.id}-title`}>
              <div className={styles.featureText}>
                <span className={styles.featureIcon}>
                  <Glyph name={feature.icon} size={24} />
                </span>
                <h2 id={`${feature.id}-title`}>{feature.title}</h2>
                <p className={styles.featureLede}>{feature.text}</p>
                <CheckList items={feature.points} />
                <p className={styles.featureLink}>
                  <Link to={feature.to}>
                    {feature.link} <Icon name="arrowRight" size={16} />
                  </Link>
                </p>
              </div>
              <img className={styles.featureArt} src={feature.art} width={420} height={320} alt="" loading="lazy" decoding="async" />
            </section>
          ))}
        </Container>
      </div>

      <Section tone="sunken" title={t.t("extras.title")}>
        <ul className={styles.extras}>
          {extras(t).map((extra) => (
            <li key={extra.id} className={styles.extra}>
              <span className={styles.extraIcon}>
                <Glyph name={extra.icon} />
              </span>
              <h3>{extra.title}</h3>
              <p>{extra.text}</p>
              {extra.to && (
                <Link to={extra.to} className={styles.extraLink}>
                  {extra.link}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        title={t.t("cta.title")}
        primary={{ label: t.t("cta.start"), to: SIGN_UP_PATH }}
        secondary={{ label: t.t("cta.find"), to: "/search" }}
      >
        <p>{t.t("cta.text")}</p>
      </CtaBand>
    </>
  );
}
