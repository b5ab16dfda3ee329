import type { ReactNode } from "react";
import { appPath, BRAND } from "@kora/shared/brand.ts";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button, ButtonLink } from "../../../ui/button.tsx";
import { bookingPaths } from "../booking-paths.ts";
import type { BookableCard, Contact } from "../bookings.client.ts";
import { PageLoader } from "../../../ui/page-loader.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";

/**
 * What an advisor flow needs before its form: to be an advisor, a card people can book, and (when the
 * flow names a contact) someone they've had a booking with. Each missing piece says what to do.
 */
export function AdvisorFlowGate({
  advisor,
  cards,
  contacts,
  children,
}: {
  advisor: boolean;
  cards: UseQueryResult<BookableCard[]>;
  contacts: UseQueryResult<Contact[]> | null;
  children: ReactNode;
}) {
  if (!advisor)
    return (
      <EmptyState
        icon="lock"
        title="This is for advisors"
        actions={<ButtonLink to={bookingPaths.initiate("book-someone")}>Book someone instead</ButtonLink>}
        small
      >
        Advisors start bookings on their own cards. To book time with an advisor, use Book someone.
      </EmptyState>
    );
  const loading = cards.isPending || contacts?.isPending;
  if (loading) return <PageLoader label="Loading your cards and contacts" />;
  const failed = cards.isError ? cards : contacts?.isError ? contacts : null;
  if (failed)
    return (
      <EmptyState
        icon="close"
        tone="error"
        title="We couldn't load what you need here"
        actions={<Button onClick={() => void failed.refetch()}>Try again</Button>}
        small
      >
        {failed.error?.message}
      </EmptyState>
    );
  if ((cards.data ?? []).length === 0)
    return (
      <EmptyState
        icon="sparkle"
        title="You need a published card first"
        actions={<ButtonLink to={appPath(`${BRAND.slug}-cards`)}>Go to my cards</ButtonLink>}
        small
      >
        Bookings are made on one of your cards: it sets the rate and the session lengths. Publish one (or make it private) and come back.
      </EmptyState>
    );
  if (contacts && (contacts.data ?? []).length === 0)
    return (
      <EmptyState
        icon="user"
        title="No contacts yet"
        actions={
          <>
            <ButtonLink to={bookingPaths.initiate("invite-someone")}>Invite someone new</ButtonLink>
            <ButtonLink to={bookingPaths.initiate("your-contact-suggests")} variant="outline">
              Email your booking link
            </ButtonLink>
          </>
        }
        small
      >
        People you've had a booking with appear here. To book someone for the first time, invite them.
      </EmptyState>
    );
  return <>{children}</>;
}
