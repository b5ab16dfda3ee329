import { Link, useLocation } from "react-router-dom";
import { BRAND } from "@kora/shared/brand.ts";
import type { CardSummary } from "@kora/shared/contracts/cards.ts";
import { formatRate } from "@kora/shared/domain/money/rates.ts";
import type { RoundupPageData } from "@kora/shared/site/roundups.ts";
import { SIGN_UP_PATH } from "../../../app/nav/site-links.ts";
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
  const abs = useAbsoluteUrl();
  const { banner, advisors } = roundup;
  const path = `/${banner.slug}`;
  const title = siteTitle(banner.title);
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
            <p className={styles.eyebrow}>{BRAND.name} roundup</p>
            <h1 id="roundup-heading">{banner.title}</h1>
            <p className={styles.lede}>{banner.blurb}</p>
            <div className={styles.actions}>
              <ButtonLink to={searchPath(roundup.searchCategory)} className={styles.wrap}>
                Browse all {roundup.searchLabel}
              </ButtonLink>
              <ButtonAnchor href="#advisors" variant="outline">
                See our picks
              </ButtonAnchor>
            </div>
          </div>
          <img className={styles.art} src={banner.img} alt={banner.imgAlt} width={480} height={360} decoding="async" />
        </Container>
      </section>

      <section id="advisors" className={styles.picks} aria-labelledby="picks-heading">
        <Container>
          <h2 id="picks-heading">Advisors we recommend</h2>
          <p className={styles.intro}>
            Each of these {BRAND.name} Cards was chosen by our team for this topic. Open one to read the advisor's background and see their
            free times.
          </p>
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
              These advisors aren't taking bookings right now.{" "}
              <Link to={searchPath(roundup.searchCategory)}>Browse all {roundup.searchLabel}</Link> to find someone who is.
            </p>
          )}
        </Container>
      </section>

      <section className={styles.how} aria-labelledby="how-heading">
        <Container>
          <h2 id="how-heading">How booking works</h2>
          <ol className={styles.steps}>
            <li>
              <h3>Sign up free</h3>
              <p>It takes under a minute: a name, an email and a mobile number or a professional social profile.</p>
            </li>
            <li>
              <h3>Request a time</h3>
              <p>Pick times from the advisor's calendar, up to a year ahead. On a paid Card you're only charged once they confirm.</p>
            </li>
            <li>
              <h3>Meet on video</h3>
              <p>Join from your browser or the {BRAND.name} app. There's no meeting time limit, and cloud recording is free.</p>
            </li>
          </ol>
          <div className={styles.actions}>
            <ButtonLink to={SIGN_UP_PATH}>Start for free!</ButtonLink>
            <ButtonLink to="/search" variant="outline">
              Search every advisor
            </ButtonLink>
          </div>
        </Container>
      </section>

      {roundup.others.length > 0 && (
        <nav className={styles.others} aria-labelledby="others-heading">
          <Container>
            <h2 id="others-heading">More roundups</h2>
            <ul className={styles.otherList}>
              {roundup.others.map((other) => (
                <li key={other.slug}>
                  <Link to={`/${other.slug}`}>{other.title}</Link>
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

const lengths = (durations: number[]) => {
  const shown = durations.map((minutes) => (minutes < 60 ? `${minutes} min` : `${minutes / 60} h`));
  return shown.length > 1 ? `${shown.slice(0, -1).join(", ")} or ${shown.at(-1)} sessions` : `${shown[0] ?? "30 min"} sessions`;
};

/** A curated Card: who, what, how much, and why we picked it. The title's link covers the tile. */
function AdvisorTile({ card, blurb }: { card: CardSummary; blurb: string }) {
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
      <p className={styles.blurb}>{blurb}</p>
      <div className={styles.meta}>
        <p className={styles.price}>
          {price ? (
            <>
              <strong>{formatRate(price.minor, price.currency)}</strong> per 30 min
            </>
          ) : (
            <strong className={styles.free}>Free</strong>
          )}
        </p>
        <p className={styles.lengths}>{lengths(card.durations)}</p>
      </div>
      <span className={styles.view} aria-hidden="true">
        View {card.user.firstName}'s Card →
      </span>
    </article>
  );
}

function RoundupNotFound() {
  useResponseStatus(404);
  return (
    <>
      <PageMeta
        title={siteTitle("Roundup not found")}
        description="This collection of advisors can't be found. It may have moved or been retired. Search the marketplace for an advisor, or get in touch with us."
        noindex
      />
      <Container className={styles.notFound}>
        <h1>We can't find that roundup</h1>
        <p>
          It may have moved or been retired. Every advisor is still in the marketplace, and if a link on our site sent you here, please tell
          us.
        </p>
        <div className={styles.actions}>
          <ButtonLink to="/search">Find an advisor</ButtonLink>
          <ButtonLink to="/get-in-touch" variant="outline">
            Get in touch
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
