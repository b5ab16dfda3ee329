import { useEffect } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router-dom";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { BRAND } from "@kora/shared/brand.ts";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import { CARD_STATUS_LABELS } from "@kora/shared/domain/cards/lifecycle.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Avatar } from "../../ui/avatar.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { Container, Notice } from "../../ui/surface.tsx";
import { BookBox } from "./card-actions.tsx";
import { localTime } from "./card-format.ts";
import { CardBody, CardFacts } from "./card-sections.tsx";
import { nameInitials } from "./card-tile.tsx";
import { advisorPathParts, canonicalRedirect } from "./links.ts";
import { cardQuery } from "./marketplace.api.ts";
import { RatingSummary } from "./marketplace-icons.tsx";
import { RelatedCards, ReviewsSection } from "./reviews-section.tsx";
import { isNotFound, LoadError, LookupNotFound } from "./states.tsx";
import { useCardUpdates } from "./use-card-updates.ts";
import styles from "./card-page.module.css";

/** What only the owner sees: the card is not public yet, or not any more. */
function OwnerNotice({ card }: { card: CardDetail }) {
  if (!card.canEdit || (card.status === "published" && !card.deletedAt)) return null;
  const state = card.deletedAt ? "deleted" : CARD_STATUS_LABELS[card.status].toLowerCase();
  return (
    <div className={styles.notice}>
      <Notice tone="warning">
        <span>
          This card is <strong>{state}</strong>
          {card.status === "unlisted" && !card.deletedAt ? ": people with the link can see it, but it is not in search." : ": only you can see it."}{" "}
          {!card.deletedAt && <Link to={`/advisors/${card.user.slug}/${card.id}/edit`}>Edit card</Link>}
        </span>
      </Notice>
    </div>
  );
}

function CardView({ card, viewerId }: { card: CardDetail; viewerId: string | null }) {
  usePageTitle(`${card.title} — ${card.user.fullName}`);
  const advisorPath = `/advisors/${card.user.slug}`;
  return (
    <article className={styles.page}>
      <header className={styles.head}>
        <Container>
          <nav aria-label="Breadcrumb" className={styles.crumbs}>
            <Link to="/search">Advisors</Link>
            <span aria-hidden="true">/</span>
            <Link to={advisorPath}>{card.user.fullName}</Link>
          </nav>
          <OwnerNotice card={card} />
          <div className={styles.headRow}>
            <Link to={advisorPath} className={styles.headAvatar} tabIndex={-1} aria-hidden="true">
              <Avatar url={card.user.avatarUrl} initials={nameInitials(card.user.fullName)} size={80} />
            </Link>
            <div className={styles.headText}>
              <h1>{card.title}</h1>
              <p className={styles.byline}>
                {BRAND.name} Card by <Link to={advisorPath}>{card.user.fullName}</Link>
                {card.group && <> · {card.group.name}</>}
              </p>
              <div className={styles.badges}>
                <RatingSummary average={card.stats.reviewsAverage} count={card.stats.reviewsCount} size={16} />
                {card.proBono && <span className={styles.proBono}>Pro bono</span>}
              </div>
            </div>
          </div>
        </Container>
      </header>
      <Container className={styles.layout}>
        <aside className={styles.aside} aria-label="Book this advisor">
          <BookBox card={card} />
          <CardFacts card={card} localTime={localTime(card.timezone, new Date())} />
        </aside>
        <div className={styles.body}>
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

/**
 * /advisors/:userSlug/:cardSlug — a card's public page (public-site §3). Opened by id or an old
 * address, it moves to the card's own link; lookups that fail show the spec's message on a 404.
 */
export function CardPage() {
  const { userSlug = "", cardSlug = "" } = useParams();
  const { data: me } = useMe();
  const viewerId = me?.id ?? null;
  const card = useQuery(cardQuery(viewerId, userSlug, cardSlug));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname, search, hash } = useLocation();
  useCardUpdates(card.data);

  const link = card.data?.link;
  useEffect(() => {
    if (!card.data || !link) return;
    const target = canonicalRedirect(pathname, link, window.location.origin);
    const parts = target ? advisorPathParts(target) : null;
    if (!target || !parts) return;
    queryClient.setQueryData(cardQuery(viewerId, parts.userSlug, parts.cardSlug).queryKey, card.data);
    navigate(`${target}${search}${hash}`, { replace: true });
  }, [card.data, link, pathname, search, hash, viewerId, navigate, queryClient]);

  if (card.isPending) return <PageLoader label="Loading the card" />;
  if (card.isError) {
    if (isNotFound(card.error)) return <LookupNotFound error={card.error} fallback={MESSAGES.cardNotFound} />;
    return (
      <Container className={styles.failed}>
        <LoadError error={card.error} onRetry={() => void card.refetch()} what="this card" />
      </Container>
    );
  }
  return <CardView card={card.data} viewerId={viewerId} />;
}
