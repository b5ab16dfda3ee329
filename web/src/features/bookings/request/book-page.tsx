import { useEffect } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { appPath, BRAND } from "@kora/shared/brand.ts";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import { bookingsRequestMessages } from "@kora/shared/i18n/messages/bookings-request.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { useMe } from "../../../lib/session.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { Button, ButtonLink } from "../../../ui/button.tsx";
import { PageLoader } from "../../../ui/page-loader.tsx";
import { Container, Notice } from "../../../ui/surface.tsx";
import { BookForm } from "./book-form.tsx";
import { signUpBackTo } from "../booking-paths.ts";
import { bookingCardQuery } from "../bookings.client.ts";
import { CardSummaryHeader } from "./card-summary.tsx";
import { LookupFailed } from "./lookup-failed.tsx";
import styles from "./request.module.css";

/** A group card whose group doesn't let this person book (core §6 `book`): the API refuses it, so say so instead of a form. */
function NotBookable({ card }: { card: CardDetail }) {
  const t = useT(bookingsRequestMessages);
  const group = card.group;
  return (
    <div className={styles.ownCard} role="status">
      <h2>{t.t("notBookable.title")}</h2>
      <p>{group ? t.t("notBookable.group", { group: group.name }) : t.t("notBookable.card")}</p>
      <div className={styles.inlineActions}>
        <ButtonLink to={`/advisors/${card.user.slug}/${card.slug}`}>{t.t("backToCard")}</ButtonLink>
        {group && (
          <ButtonLink to={`/g/${group.slug}`} variant="outline">
            {t.t("notBookable.goToGroup", { group: group.name })}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}

/** /advisors/:userSlug/:cardSlug/book — request a session (signed in; visitors sign up, or log in, first and come back). */
export function BookPage() {
  const { userSlug = "", cardSlug = "" } = useParams();
  const t = useT(bookingsRequestMessages);
  const { data: me, isPending: meLoading } = useMe();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedOut = !meLoading && (!me || me.isPlaceholder);
  const card = useQuery({ ...bookingCardQuery(userSlug, cardSlug), enabled: Boolean(me) && !signedOut });
  usePageTitle(card.data ? t.t("title.bookPerson", { name: card.data.user.fullName }) : t.t("title.bookSession"));

  useEffect(() => {
    if (signedOut) navigate(signUpBackTo(pathname + search), { replace: true });
  }, [signedOut, navigate, pathname, search]);

  if (signedOut || !me || card.isPending) return <PageLoader label={t.t("loading")} />;
  if (card.isError) {
    if (isApiError(card.error) && card.error.status === 404)
      return (
        <LookupFailed
          message={
            card.error.message && card.error.message !== MESSAGES.notFound
              ? card.error.message
              : t.t("lookup.cardNotFound", { brand: BRAND.name })
          }
        />
      );
    return (
      <Container className={styles.failed}>
        <Notice tone="warning">
          <span>{t.t("loadFailed")} </span>
          <Button size="small" variant="outline" onClick={() => void card.refetch()}>
            {t.t("tryAgain")}
          </Button>
        </Notice>
      </Container>
    );
  }
  const advisor = card.data.user;
  const own = advisor.id === me.id;
  return (
    <div className={styles.page}>
      <CardSummaryHeader card={card.data} title={own ? card.data.title : t.t("title.bookWith", { name: advisor.fullName })} />
      <Container>
        {own ? (
          <div className={styles.ownCard}>
            <h2>{t.t("own.title")}</h2>
            <p>{t.t("own.text")}</p>
            <div className={styles.inlineActions}>
              <ButtonLink to={`/advisors/${advisor.slug}/${card.data.slug}`}>{t.t("own.viewCard")}</ButtonLink>
              <ButtonLink to={appPath("bookings")} variant="outline">
                {t.t("own.bookSomeone")}
              </ButtonLink>
              <ButtonLink to={appPath("my-calendar/working-hours")} variant="ghost">
                {t.t("own.workingHours")}
              </ButtonLink>
            </div>
          </div>
        ) : !card.data.canBook ? (
          <NotBookable card={card.data} />
        ) : card.data.durations.length === 0 ? (
          <Notice tone="warning">
            <span>
              {t.rich("noDurations", {
                link: (chunks) => (
                  <Link key="link" to={`/advisors/${advisor.slug}/${card.data.slug}`}>
                    {chunks}
                  </Link>
                ),
              })}
            </span>
          </Notice>
        ) : (
          <BookForm card={card.data} me={me} />
        )}
      </Container>
    </div>
  );
}
