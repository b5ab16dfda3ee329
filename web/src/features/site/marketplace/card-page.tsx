import { type CSSProperties, lazy, type ReactNode, useContext, useEffect, useState } from "react";
import { Link, useLocation, useParams } from "react-router-dom";
import { siteMarketplaceMessages } from "@kora/shared/i18n/messages/site-marketplace.ts";
import { siteMarketplaceCardMessages } from "@kora/shared/i18n/messages/site-marketplace-card.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { useMe } from "../../../lib/me-query.ts";
import { PageMeta } from "../../../site-app/page-meta.tsx";
import { SiteOriginContext, useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { Avatar } from "../../../ui/avatar.tsx";
import { Container, Notice } from "../../../ui/surface.tsx";
import { BookBox } from "./card-actions.tsx";
import { intlLocale, localTime } from "./card-format.ts";
import { CardBody, CardFacts } from "./card-sections.tsx";
import { CardVideoMessageBox } from "./card-video-message.tsx";
import { nameInitials } from "./card-tile.tsx";
import { canonicalRedirect } from "./links.ts";
import { RatingSummary } from "./marketplace-icons.tsx";
import { RelatedCards, ReviewsSection } from "./reviews-section.tsx";
import { cardDescription, cardJsonLd, cardTitle } from "./card-seo.ts";
import { PageRedirect, useScrollReset } from "./site-navigation.tsx";
import { cardQuery, isMissing, type CardDetail } from "./marketplace.client.ts";
import { useSiteData } from "../../../site-app/site-data.tsx";
import { LoadErrorBoundary } from "./states.tsx";
import { useCardUpdates } from "./use-card-updates.ts";
import styles from "./card-page.module.css";

/** The not-found view, loaded only when a lookup misses (the server renders it in full either way). */
const LookupMissing = lazy(() => import("./lookup-missing.tsx").then((m) => ({ default: m.LookupMissing })));

/** What only the owner sees: the card is not public yet, or not any more. Editing is a page of the app. */
function OwnerNotice({ card }: { card: CardDetail }) {
  const t = useT(siteMarketplaceCardMessages);
  if (!card.canEdit || (card.status === "published" && !card.deletedAt)) return null;
  const strong = (chunks: ReactNode[]) => <strong key="state">{chunks}</strong>;
  const state = card.deletedAt ? "deleted" : card.status === "awaiting-review" ? "awaitingReview" : card.status;
  return (
    <div className={styles.notice}>
      <Notice tone="warning">
        <span>
          {card.status === "unlisted" && !card.deletedAt ? t.rich("owner.unlisted", { strong }) : t.rich("owner.hidden", { state, strong })}{" "}
          {!card.deletedAt && <a href={`/advisors/${card.user.slug}/${card.id}/edit`}>{t.t("owner.edit")}</a>}
        </span>
      </Notice>
    </div>
  );
}

/** The advisor's local time, known only in the browser (the server's clock would not match the page's). */
function useLocalTime(timeZone: string): string | null {
  const locale = useLocale();
  const [time, setTime] = useState<string | null>(null);
  useEffect(() => setTime(localTime(timeZone, new Date(), intlLocale(locale))), [timeZone, locale]);
  return time;
}

function CardView({ card, viewerId }: { card: CardDetail; viewerId: string | null }) {
  const t = useT(siteMarketplaceCardMessages);
  const words = useT(siteMarketplaceMessages);
  const abs = useAbsoluteUrl();
  const time = useLocalTime(card.timezone);
  const advisorPath = `/advisors/${card.user.slug}`;
  // A Pro advisor's branding (contracts/branding.ts): a band in their colour over the header, their logo by the title.
  const brand = card.branding ?? null;
  return (
    <article className={styles.page}>
      <PageMeta
        title={cardTitle(card, t)}
        description={cardDescription(card, t)}
        path={card.link}
        type="profile"
        noindex={card.status !== "published" || card.deletedAt !== null}
        jsonLd={cardJsonLd(card, abs)}
      />
      <header
        className={brand?.colour ? `${styles.head} ${styles.branded}` : styles.head}
        style={brand?.colour ? ({ "--brand": brand.colour } as CSSProperties) : undefined}
      >
        <Container>
          <nav aria-label={t.t("crumbs.label")} className={styles.crumbs}>
            <Link to="/search">{t.t("crumbs.advisors")}</Link>
            <span aria-hidden="true">/</span>
            <Link to={advisorPath}>{card.user.fullName}</Link>
          </nav>
          <OwnerNotice card={card} />
          <div className={styles.headRow}>
            <Link to={advisorPath} className={styles.headAvatar} tabIndex={-1} aria-hidden="true">
              <Avatar url={card.user.avatarUrl} initials={nameInitials(card.user.fullName)} size={80} />
            </Link>
            <div className={styles.headText}>
              {brand?.logoUrl && (
                <img src={brand.logoUrl} alt={words.t("logo.alt", { name: card.user.fullName })} className={styles.brandLogo} />
              )}
              <h1>{card.title}</h1>
              <p className={styles.byline}>
                {t.rich("byline", {
                  name: card.user.fullName,
                  link: (chunks) => (
                    <Link key="advisor" to={advisorPath}>
                      {chunks}
                    </Link>
                  ),
                })}
                {card.group && <> · {card.group.name}</>}
              </p>
              <div className={styles.badges}>
                <RatingSummary average={card.stats.reviewsAverage} count={card.stats.reviewsCount} size={16} />
                {card.proBono && <span className={styles.proBono}>{words.t("proBono")}</span>}
              </div>
            </div>
          </div>
        </Container>
      </header>
      <Container className={styles.layout}>
        <aside className={styles.aside} aria-label={t.t("aside.label")}>
          <BookBox card={card} />
          <CardFacts card={card} localTime={time} />
        </aside>
        <div className={styles.body}>
          <CardVideoMessageBox cardId={card.id} viewerId={viewerId} firstName={card.user.firstName} />
          <CardBody card={card} />
          {card.type === "marketplace" && <ReviewsSection card={card} />}
        </div>
      </Container>
      <Container>
        <RelatedCards cardId={card.id} viewerId={viewerId} />
      </Container>
    </article>
  );
}

function CardPage({ userSlug, cardSlug }: { userSlug: string; cardSlug: string }) {
  const { data: me } = useMe();
  const viewerId = me?.id ?? null;
  const found = useSiteData(cardQuery(viewerId, userSlug, cardSlug));
  const card = isMissing(found) ? undefined : found;
  const { pathname, search, hash } = useLocation();
  const origin = useContext(SiteOriginContext);
  useCardUpdates(card);
  if (!card) return <LookupMissing message={isMissing(found) ? found.missing : ""} fallback="card" />;
  // Opened by id, an old slug or under another advisor's address: move to the card's own link.
  const canonical = canonicalRedirect(pathname, card.link, origin);
  if (canonical) return <PageRedirect to={`${canonical}${search}${hash}`} permanent />;
  return <CardView card={card} viewerId={viewerId} />;
}

/**
 * /advisors/:userSlug/:cardSlug — a card's public page (public-site §3). Opened by id or an old
 * address, it moves to the card's own link; lookups that fail show the spec's message on a 404.
 */
export default function CardRoute() {
  useScrollReset();
  const { userSlug = "", cardSlug = "" } = useParams();
  return (
    <LoadErrorBoundary what="card">
      <CardPage userSlug={userSlug} cardSlug={cardSlug} />
    </LoadErrorBoundary>
  );
}
