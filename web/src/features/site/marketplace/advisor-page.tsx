import { lazy, useEffect, useState } from "react";
import { useParams } from "react-router-dom";
import { siteMarketplaceAdvisorMessages } from "@kora/shared/i18n/messages/site-marketplace-advisor.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { useMe } from "../../../lib/me-query.ts";
import { PageMeta } from "../../../site-app/page-meta.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { Avatar } from "../../../ui/avatar.tsx";
import { ButtonLink } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { Container } from "../../../ui/surface.tsx";
import { intlLocale, joinList, localTime, zoneCity } from "./card-format.ts";
import { CardGrid, CardTile, nameInitials } from "./card-tile.tsx";
import { languageName } from "./categories.ts";
import { advisorDescription, advisorJsonLd, advisorSkills, advisorTitle } from "./advisor-seo.ts";
import { useScrollReset } from "./site-navigation.tsx";
import { advisorQuery, isMissing, type AdvisorPageData } from "./marketplace.client.ts";
import { useSiteData } from "../../../site-app/site-data.tsx";
import { useAdvisorUpdates } from "./use-advisor-updates.ts";
import { LoadErrorBoundary, StateBox } from "./states.tsx";
import shared from "./marketplace.module.css";
import styles from "./advisor-page.module.css";

/** The not-found view, loaded only when a lookup misses (the server renders it in full either way). */
const LookupMissing = lazy(() => import("./lookup-missing.tsx").then((m) => ({ default: m.LookupMissing })));

/** Each distinct value once, in first-seen order. */
const distinct = <T,>(values: T[], key: (value: T) => string = String) => [...new Map(values.map((value) => [key(value), value])).values()];

function AdvisorView({ advisor, cards }: AdvisorPageData) {
  const t = useT(siteMarketplaceAdvisorMessages);
  const locale = useLocale();
  const abs = useAbsoluteUrl();
  const categories = distinct(
    cards.flatMap((card) => card.categories),
    (category) => category.id,
  );
  const languages = distinct(cards.flatMap((card) => card.advisingIn)).map((code) => languageName(code, locale));
  const skills = advisorSkills(cards);
  // The advisor's local time, known only in the browser (the server's clock would not match the page's).
  const [time, setTime] = useState<string | null>(null);
  useEffect(() => setTime(localTime(advisor.timezone, new Date(), intlLocale(locale))), [advisor.timezone, locale]);
  const city = zoneCity(advisor.timezone);
  return (
    <>
      <PageMeta
        title={advisorTitle(advisor, skills, t)}
        description={advisorDescription(advisor, cards, t)}
        path={`/advisors/${advisor.slug}`}
        type="profile"
        jsonLd={advisorJsonLd(advisor, skills, abs)}
      />
      <header className={styles.head}>
        <Container className={styles.headInner}>
          <span className={styles.avatar}>
            <Avatar url={advisor.avatarUrl} initials={nameInitials(advisor.fullName)} size={112} />
          </span>
          <div className={styles.intro}>
            <p className={styles.kicker}>{t.t("kicker")}</p>
            <h1>{advisor.fullName}</h1>
            <ul className={styles.meta}>
              {advisor.location && (
                <li>
                  <Icon name="user" size={16} /> {advisor.location}
                </li>
              )}
              <li>
                <Icon name="globe" size={16} /> {time ? t.t("zoneNow", { city, time }) : t.t("zone", { city })}
              </li>
              {languages.length > 0 && <li>{t.t("advisesIn", { languages: joinList(languages, locale) })}</li>}
            </ul>
            {categories.length > 0 && (
              <ul className={shared.chips} aria-label={t.t("advisesOn")}>
                {categories.map((category) => (
                  <li key={category.id} className={shared.chip}>
                    {category.name}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Container>
      </header>
      <Container className={styles.body}>
        <h2>
          {t.rich("cards.heading", {
            name: advisor.firstName,
            count: String(cards.length),
            badge: (chunks) => (
              <span key="count" className={styles.count}>
                {chunks}
              </span>
            ),
          })}
        </h2>
        {cards.length === 0 ? (
          <StateBox
            icon="user"
            title={t.t("empty.title", { name: advisor.firstName })}
            actions={<ButtonLink to="/search">{t.t("empty.action")}</ButtonLink>}
          >
            {t.t("empty.text")}
          </StateBox>
        ) : (
          <CardGrid>
            {cards.map((card) => (
              <CardTile key={card.id} card={card} showAdvisor={false} />
            ))}
          </CardGrid>
        )}
      </Container>
    </>
  );
}

function AdvisorPage({ userSlug }: { userSlug: string }) {
  const { data: me } = useMe();
  const found = useSiteData(advisorQuery(me?.id ?? null, userSlug));
  useAdvisorUpdates(isMissing(found) ? undefined : found.advisor.id);
  if (isMissing(found)) return <LookupMissing message={found.missing} fallback="advisor" />;
  return <AdvisorView advisor={found.advisor} cards={found.cards} />;
}

/** /advisors/:userSlug — who the advisor is and their published marketplace cards. */
export default function AdvisorRoute() {
  useScrollReset();
  const { userSlug = "" } = useParams();
  return (
    <LoadErrorBoundary what="advisor">
      <AdvisorPage userSlug={userSlug} />
    </LoadErrorBoundary>
  );
}
