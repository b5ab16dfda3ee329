import { Link, useLocation } from "react-router-dom";
import type { CardSummary } from "@kora/shared/contracts/cards.ts";
import { formatRate } from "@kora/shared/domain/money/rates.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { siteRoundupsMessages } from "@kora/shared/i18n/messages/site-roundups.ts";
import type { RoundupPageData } from "@kora/shared/site/roundups.ts";
import { SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { PageMeta, siteTitle, useResponseStatus } from "../../../site-app/page-meta.tsx";
import { useSiteQuery } from "../../../site-app/site-data.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { ButtonAnchor, ButtonLink } from "../../../ui/button.tsx";
import { Container } from "../../../ui/surface.tsx";
import { breadcrumbLd, collectionPageLd } from "../articles/articles-ld.ts";
import styles from "./roundup.module.css";

/** The roundup pages (/digital-marketing, /health, …): a banner, the curated Kora Cards, and ways to find more. */
export default function RoundupPage() {
  const slug = useLocation().pathname.replace(/^\/+|\/+$/g, "");
  const roundup = useSiteQuery<RoundupPageData>(["roundups", slug], `/api/roundups/${encodeURIComponent(slug)}`).data;
  return roundup ? <Roundup roundup={roundup} /> : <RoundupNotFound />;
}

const searchPath = (category: string) => `/search?category=${encodeURIComponent(category)}`;

function Roundup({ roundup }: { roundup: RoundupPageData }) {
  const t = useT(siteRoundupsMessages);
  const locale = useLocale();
  const abs = useAbsoluteUrl();
  const { banner, advisors } = roundup;
  const path = `/${banner.slug}`;
  const title = siteTitle(banner.title);
  // What the "see more" search is called: the roundup's own words in English, the catalogue's in other languages.
  const labelKey = `label.${roundup.searchCategory}`;
  const label = locale !== "en" && t.has(labelKey) ? t.t(labelKey) : roundup.searchLabel;
  const browseAll = t.t("browseAll", { label });
  return (
    <>
      <PageMeta
        title={title}
        description={banner.blurb}
        path={path}
        image={banner.img}
        jsonLd={[
          collectionPageLd(abs, {
            path,
            name: title,
            description: banner.blurb,
            items: advisors.map(({ card }) => ({ name: `${card.title}, with ${card.user.fullName}`, path: card.link })),
          }),
          breadcrumbLd(abs, [
            { name: "Find an advisor", path: "/search" },
            { name: banner.title, path },
          ]),
        ]}
      />
      <section className={styles.banner} aria-labelledby="roundup-heading">
        <Container className={styles.bannerGrid}>
          <div>
            <p className={styles.eyebrow}>{t.t("eyebrow")}</p>
            <h1 id="roundup-heading" lang="en" dir="ltr">
              {banner.title}
            </h1>
            <p className={styles.lede} lang="en" dir="ltr">
              {banner.blurb}
            </p>
            {locale !== "en" && <p className={styles.inEnglish}>{t.t("content.inEnglish")}</p>}
            <div className={styles.actions}>
              <ButtonLink to={searchPath(roundup.searchCategory)} className={styles.wrap}>
                {browseAll}
              </ButtonLink>
              <ButtonAnchor href="#advisors" variant="outline">
                {t.t("seePicks")}
              </ButtonAnchor>
            </div>
          </div>
          <img className={styles.art} src={banner.img} alt={banner.imgAlt} lang="en" width={480} height={360} decoding="async" />
        </Container>
      </section>

      <section id="advisors" className={styles.picks} aria-labelledby="picks-heading">
        <Container>
          <h2 id="picks-heading">{t.t("picks.title")}</h2>
          <p className={styles.intro}>{t.t("picks.intro")}</p>
          {advisors.length > 0 ? (
            <ul className={styles.tiles}>
              {advisors.map(({ blurb, card }) => (
                <li key={card.id}>
                  <AdvisorTile card={card} blurb={blurb} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>
              {t.rich("picks.empty", {
                label,
                link: (chunks) => (
                  <Link key="browse" to={searchPath(roundup.searchCategory)}>
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          )}
        </Container>
      </section>

      <section className={styles.how} aria-labelledby="how-heading">
        <Container>
          <h2 id="how-heading">{t.t("how.title")}</h2>
          <ol className={styles.steps}>
            <li>
              <h3>{t.t("how.signup.title")}</h3>
              <p>{t.t("how.signup.text")}</p>
            </li>
            <li>
              <h3>{t.t("how.request.title")}</h3>
              <p>{t.t("how.request.text")}</p>
            </li>
            <li>
              <h3>{t.t("how.meet.title")}</h3>
              <p>{t.t("how.meet.text")}</p>
            </li>
          </ol>
          <div className={styles.actions}>
            <ButtonLink to={SIGN_UP_PATH}>{t.t("startFree")}</ButtonLink>
            <ButtonLink to="/search" variant="outline">
              {t.t("searchAll")}
            </ButtonLink>
          </div>
        </Container>
      </section>

      {roundup.others.length > 0 && (
        <nav className={styles.others} aria-labelledby="others-heading">
          <Container>
            <h2 id="others-heading">{t.t("others.title")}</h2>
            <ul className={styles.otherList}>
              {roundup.others.map((other) => (
                <li key={other.slug}>
                  <Link to={`/${other.slug}`} lang="en" dir="ltr">
                    {other.title}
                  </Link>
                </li>
              ))}
            </ul>
          </Container>
        </nav>
      )}
    </>
  );
}

const initials = (fullName: string) =>
  fullName
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.charAt(0))
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join("")
    .toUpperCase();

/** "30 min or 1 h", "30 min, 1 h or 2 h" (the language's own units and "or" outside English). */
function lengths(durations: number[], locale: Locale): string {
  if (locale === "en") {
    const shown = durations.map((minutes) => (minutes < 60 ? `${minutes} min` : `${minutes / 60} h`));
    return shown.length > 1 ? `${shown.slice(0, -1).join(", ")} or ${shown.at(-1)}` : (shown[0] ?? "30 min");
  }
  const unit = (minutes: number) =>
    new Intl.NumberFormat(locale, { style: "unit", unit: minutes < 60 ? "minute" : "hour", unitDisplay: "short" }).format(
      minutes < 60 ? minutes : minutes / 60,
    );
  return new Intl.ListFormat(locale, { type: "disjunction" }).format(durations.length > 0 ? durations.map(unit) : [unit(30)]);
}

/** A curated Card: who, what, how much, and why we picked it. The title's link covers the tile. */
function AdvisorTile({ card, blurb }: { card: CardSummary; blurb: string }) {
  const t = useT(siteRoundupsMessages);
  const locale = useLocale();
  const price = card.rate <= 0 ? null : (card.convertedRate ?? { minor: card.rate, currency: card.currency });
  return (
    <article className={styles.tile}>
      <div className={styles.who}>
        {card.user.avatarUrl ? (
          <img className={styles.avatar} src={card.user.avatarUrl} alt="" width={48} height={48} loading="lazy" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initials(card.user.fullName)}
          </span>
        )}
        <div>
          <p className={styles.name}>{card.user.fullName}</p>
          {card.categories[0] && <p className={styles.category}>{card.categories[0].name}</p>}
        </div>
      </div>
      <h3 className={styles.title}>
        <Link to={card.link} className={styles.stretched}>
          {card.title}
        </Link>
      </h3>
      <p className={styles.blurb} lang="en" dir="ltr">
        {blurb}
      </p>
      <div className={styles.meta}>
        <p className={styles.price}>
          {price ? (
            t.rich("tile.per", {
              rate: formatRate(price.minor, price.currency, locale),
              strong: (chunks) => <strong key="rate">{chunks}</strong>,
            })
          ) : (
            <strong className={styles.free}>{t.t("tile.free")}</strong>
          )}
        </p>
        <p className={styles.lengths}>{t.t("tile.lengths", { lengths: lengths(card.durations, locale) })}</p>
      </div>
      <span className={styles.view} aria-hidden="true">
        {t.t("tile.view", { name: card.user.firstName })} <span className={styles.arrow}>→</span>
      </span>
    </article>
  );
}

function RoundupNotFound() {
  const t = useT(siteRoundupsMessages);
  useResponseStatus(404);
  return (
    <>
      <PageMeta title={siteTitle(t.t("notFound.title"))} description={t.t("notFound.description")} noindex />
      <Container className={styles.notFound}>
        <h1>{t.t("notFound.heading")}</h1>
        <p>{t.t("notFound.text")}</p>
        <div className={styles.actions}>
          <ButtonLink to="/search">{t.t("findAdvisor")}</ButtonLink>
          <ButtonLink to="/get-in-touch" variant="outline">
            {t.t("contact")}
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
