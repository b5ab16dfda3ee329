import { type CSSProperties, useContext, type ReactNode } from "react";
import { Link } from "react-router-dom";
import type { CardSummary } from "@kora/shared/contracts/cards.ts";
import { siteMarketplaceMessages } from "@kora/shared/i18n/messages/site-marketplace.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { SiteOriginContext } from "../../../site-app/site-origin.ts";
import { Avatar } from "../../../ui/avatar.tsx";
import { appPathOf } from "./links.ts";
import { RatingSummary } from "./marketplace-icons.tsx";
import { originalRateNote, rateLabel } from "./rates.ts";
import styles from "./card-tile.module.css";

const SKILLS_SHOWN = 4;

/** Initials from a full name ("Maya Patel" → "MP"). */
export function nameInitials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.charAt(0) ?? "") + (parts.length > 1 ? (parts.at(-1)?.charAt(0) ?? "") : "")).toUpperCase() || "?";
}

/** A card's link as a path on this site (the API may send absolute links); `origin` is the site's. */
export const cardPath = (card: Pick<CardSummary, "link">, origin: string) => appPathOf(card.link, origin) ?? card.link;

/**
 * A card in a grid: advisor, title, excerpt, skills, rate, rating and pro bono badge. The title is
 * the one link; it stretches over the tile so the whole tile is clickable. `action` (e.g. Unsave)
 * sits above the stretched link so it stays its own button.
 */
export function CardTile({
  card,
  action,
  headingLevel = 3,
  showAdvisor = true,
}: {
  card: CardSummary;
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  showAdvisor?: boolean;
}) {
  const t = useT(siteMarketplaceMessages);
  const Heading = `h${headingLevel}` as const;
  const extra = card.skills.length - SKILLS_SHOWN;
  const rate = rateLabel(card, t);
  const origin = useContext(SiteOriginContext);
  // A Pro advisor's branding (contracts/branding.ts): a thin accent in their colour and their logo.
  const brand = card.branding ?? null;
  return (
    <article
      className={brand?.colour ? `${styles.tile} ${styles.branded}` : styles.tile}
      style={brand?.colour ? ({ "--brand": brand.colour } as CSSProperties) : undefined}
    >
      {showAdvisor ? (
        <div className={styles.advisor}>
          <Avatar url={card.user.avatarUrl} initials={nameInitials(card.user.fullName)} size={44} />
          <div className={styles.who}>
            <span className={styles.name}>{card.user.fullName}</span>
            {card.categories[0] && <span className={styles.category}>{card.categories[0].name}</span>}
          </div>
          {brand?.logoUrl && (
            <img src={brand.logoUrl} alt={t.t("logo.alt", { name: card.user.fullName })} className={styles.brandLogo} loading="lazy" />
          )}
        </div>
      ) : (
        card.categories[0] && <span className={styles.kicker}>{card.categories[0].name}</span>
      )}
      <Heading className={styles.title}>
        <Link to={cardPath(card, origin)} className={styles.stretched}>
          {card.title}
        </Link>
      </Heading>
      <p className={styles.excerpt}>{card.excerpt}</p>
      {card.skills.length > 0 && (
        <ul className={styles.skills} aria-label={t.t("tile.skills")}>
          {card.skills.slice(0, SKILLS_SHOWN).map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
          {extra > 0 && <li className={styles.more}>+{extra}</li>}
        </ul>
      )}
      <div className={styles.footer}>
        <span className={styles.rate} title={originalRateNote(card, t) ?? undefined}>
          {card.rate <= 0 ? (
            <strong className={styles.free}>{rate}</strong>
          ) : (
            <>
              <strong>{rate}</strong> <span>{t.t("rate.perHalfHour")}</span>
            </>
          )}
        </span>
        <RatingSummary average={card.stats.reviewsAverage} count={card.stats.reviewsCount} size={14} />
        {card.proBono && <span className={styles.proBono}>{t.t("proBono")}</span>}
        {action && <span className={styles.action}>{action}</span>}
      </div>
    </article>
  );
}

/** A tile-shaped placeholder while results load. */
export function CardTileSkeleton() {
  return (
    <div className={`${styles.tile} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.advisor}>
        <span className={styles.boneCircle} />
        <div className={styles.who}>
          <span className={styles.bone} style={{ width: "55%" }} />
          <span className={styles.bone} style={{ width: "35%" }} />
        </div>
      </div>
      <span className={styles.bone} style={{ width: "85%", height: 18 }} />
      <span className={styles.bone} style={{ width: "100%" }} />
      <span className={styles.bone} style={{ width: "92%" }} />
      <span className={styles.bone} style={{ width: "60%" }} />
      <div className={styles.footer}>
        <span className={styles.bone} style={{ width: 90, height: 18 }} />
      </div>
    </div>
  );
}

/** The grid the tiles sit in; with a `label` it is a named region (e.g. "Search results"). */
export function CardGrid({ children, columns = "auto", label }: { children: ReactNode; columns?: "auto" | "wide"; label?: string }) {
  const className = columns === "wide" ? `${styles.grid} ${styles.gridWide}` : styles.grid;
  return label ? (
    <div className={className} role="region" aria-label={label}>
      {children}
    </div>
  ) : (
    <div className={className}>{children}</div>
  );
}

export function SkeletonGrid({ count, columns }: { count: number; columns?: "auto" | "wide" }) {
  const t = useT(siteMarketplaceMessages);
  return (
    <div role="status" aria-label={t.t("tile.loading")}>
      <CardGrid columns={columns}>
        {Array.from({ length: count }, (_, index) => index + 1).map((slot) => (
          <CardTileSkeleton key={slot} />
        ))}
      </CardGrid>
    </div>
  );
}
