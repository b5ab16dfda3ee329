import { useEffect } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { appPath } from "@kora/shared/brand.ts";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
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
  const group = card.group;
  return (
    <div className={styles.ownCard} role="status">
      <h2>Booking isn't open to you here</h2>
      <p>
        {group
          ? `${group.name} decides who books its advisors, and your membership doesn't include booking sessions yet. Its admins can change that.`
          : "You can't book this card."}
      </p>
      <div className={styles.inlineActions}>
        <ButtonLink to={`/advisors/${card.user.slug}/${card.slug}`}>Back to the card</ButtonLink>
        {group && (
          <ButtonLink to={`/g/${group.slug}`} variant="outline">
            Go to {group.name}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}

/** /advisors/:userSlug/:cardSlug/book — request a session (signed in; visitors sign up, or log in, first and come back). */
export function BookPage() {
  const { userSlug = "", cardSlug = "" } = useParams();
  const { data: me, isPending: meLoading } = useMe();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedOut = !meLoading && (!me || me.isPlaceholder);
  const card = useQuery({ ...bookingCardQuery(userSlug, cardSlug), enabled: Boolean(me) && !signedOut });
  usePageTitle(card.data ? `Book ${card.data.user.fullName}` : "Book a session");

  useEffect(() => {
    if (signedOut) navigate(signUpBackTo(pathname + search), { replace: true });
  }, [signedOut, navigate, pathname, search]);

  if (signedOut || !me || card.isPending) return <PageLoader label="Loading" />;
  if (card.isError) {
    if (isApiError(card.error) && card.error.status === 404)
      return (
        <LookupFailed
          message={card.error.message && card.error.message !== MESSAGES.notFound ? card.error.message : MESSAGES.cardNotFound}
        />
      );
    return (
      <Container className={styles.failed}>
        <Notice tone="warning">
          <span>We couldn't load this card. </span>
          <Button size="small" variant="outline" onClick={() => void card.refetch()}>
            Try again
          </Button>
        </Notice>
      </Container>
    );
  }
  const advisor = card.data.user;
  const own = advisor.id === me.id;
  return (
    <div className={styles.page}>
      <CardSummaryHeader card={card.data} title={own ? card.data.title : `Book a session with ${advisor.fullName}`} />
      <Container>
        {own ? (
          <div className={styles.ownCard}>
            <h2>This is your card</h2>
            <p>You can't book a session with yourself. Share the card's link with learners, or start a booking with someone you advise.</p>
            <div className={styles.inlineActions}>
              <ButtonLink to={`/advisors/${advisor.slug}/${card.data.slug}`}>View your card</ButtonLink>
              <ButtonLink to={appPath("bookings")} variant="outline">
                Book someone in
              </ButtonLink>
              <ButtonLink to={appPath("my-calendar/working-hours")} variant="ghost">
                Your working hours
              </ButtonLink>
            </div>
          </div>
        ) : !card.data.canBook ? (
          <NotBookable card={card.data} />
        ) : card.data.durations.length === 0 ? (
          <Notice tone="warning">
            <span>
              This card has no session lengths to book yet. <Link to={`/advisors/${advisor.slug}/${card.data.slug}`}>Back to the card</Link>
            </span>
          </Notice>
        ) : (
          <BookForm card={card.data} me={me} />
        )}
      </Container>
    </div>
  );
}
