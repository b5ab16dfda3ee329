import { useParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { BRAND } from "@kora/shared/brand.ts";
import type { CardSummary } from "@kora/shared/contracts/cards.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Avatar } from "../../ui/avatar.tsx";
import { ButtonLink } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { Container } from "../../ui/surface.tsx";
import { languageName } from "./categories.ts";
import { localTime, zoneCity } from "./card-format.ts";
import { CardGrid, CardTile, nameInitials } from "./card-tile.tsx";
import { advisorQuery, type Advisor } from "./marketplace.api.ts";
import { isNotFound, LoadError, LookupNotFound, StateBox } from "./states.tsx";
import shared from "./marketplace.module.css";
import styles from "./advisor-page.module.css";

/** Each distinct value once, in first-seen order. */
const distinct = <T,>(values: T[], key: (value: T) => string = String) => [...new Map(values.map((value) => [key(value), value])).values()];

function AdvisorView({ advisor, cards }: { advisor: Advisor; cards: CardSummary[] }) {
  usePageTitle(`${advisor.fullName} — advisor`);
  const categories = distinct(cards.flatMap((card) => card.categories), (category) => category.id);
  const languages = distinct(cards.flatMap((card) => card.advisingIn)).map(languageName);
  const time = localTime(advisor.timezone, new Date());
  return (
    <>
      <header className={styles.head}>
        <Container className={styles.headInner}>
          <span className={styles.avatar}>
            <Avatar url={advisor.avatarUrl} initials={nameInitials(advisor.fullName)} size={112} />
          </span>
          <div className={styles.intro}>
            <p className={styles.kicker}>Advisor</p>
            <h1>{advisor.fullName}</h1>
            <ul className={styles.meta}>
              {advisor.location && (
                <li>
                  <Icon name="user" size={16} /> {advisor.location}
                </li>
              )}
              <li>
                <Icon name="globe" size={16} /> {zoneCity(advisor.timezone)} time{time && `, ${time} now`}
              </li>
              {languages.length > 0 && <li>Advises in {languages.join(", ")}</li>}
            </ul>
            {categories.length > 0 && (
              <ul className={shared.chips} aria-label="Advises on">
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
          {advisor.firstName}'s {BRAND.name} Cards <span className={styles.count}>{cards.length}</span>
        </h2>
        {cards.length === 0 ? (
          <StateBox icon="user" title={`${advisor.firstName} has no public cards right now`} actions={<ButtonLink to="/search">Find another advisor</ButtonLink>}>
            Cards appear here once they are published.
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

/** /advisors/:userSlug — who the advisor is and their viewable cards. */
export function AdvisorPage() {
  const { userSlug = "" } = useParams();
  const { data: me } = useMe();
  const page = useQuery(advisorQuery(me?.id ?? null, userSlug));
  if (page.isPending) return <PageLoader label="Loading the advisor" />;
  if (page.isError) {
    if (isNotFound(page.error)) return <LookupNotFound error={page.error} fallback={MESSAGES.advisorNotFound} />;
    return (
      <Container className={styles.body}>
        <LoadError error={page.error} onRetry={() => void page.refetch()} what="this advisor" />
      </Container>
    );
  }
  return <AdvisorView advisor={page.data.advisor} cards={page.data.cards} />;
}
