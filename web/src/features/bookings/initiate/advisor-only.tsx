import type { ReactNode } from "react";
import { appPath, BRAND } from "@kora/shared/brand.ts";
import type { UseQueryResult } from "@tanstack/react-query";
import { bookingsInitiateMessages } from "@kora/shared/i18n/messages/bookings-initiate.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
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
  const t = useT(bookingsInitiateMessages);
  if (!advisor)
    return (
      <EmptyState
        icon="lock"
        title={t.t("gate.notAdvisor")}
        actions={<ButtonLink to={bookingPaths.initiate("book-someone")}>{t.t("gate.bookInstead")}</ButtonLink>}
        small
      >
        {t.t("gate.notAdvisorText")}
      </EmptyState>
    );
  const loading = cards.isPending || contacts?.isPending;
  if (loading) return <PageLoader label={t.t("gate.loading")} />;
  const failed = cards.isError ? cards : contacts?.isError ? contacts : null;
  if (failed)
    return (
      <EmptyState
        icon="close"
        tone="error"
        title={t.t("gate.loadFailed")}
        actions={<Button onClick={() => void failed.refetch()}>{t.t("tryAgain")}</Button>}
        small
      >
        {failed.error?.message}
      </EmptyState>
    );
  if ((cards.data ?? []).length === 0)
    return (
      <EmptyState
        icon="sparkle"
        title={t.t("gate.noCard")}
        actions={<ButtonLink to={appPath(`${BRAND.slug}-cards`)}>{t.t("gate.myCards")}</ButtonLink>}
        small
      >
        {t.t("gate.noCardText")}
      </EmptyState>
    );
  if (contacts && (contacts.data ?? []).length === 0)
    return (
      <EmptyState
        icon="user"
        title={t.t("gate.noContacts")}
        actions={
          <>
            <ButtonLink to={bookingPaths.initiate("invite-someone")}>{t.t("flow.invite-someone.title")}</ButtonLink>
            <ButtonLink to={bookingPaths.initiate("your-contact-suggests")} variant="outline">
              {t.t("gate.emailLink")}
            </ButtonLink>
          </>
        }
        small
      >
        {t.t("gate.noContactsText")}
      </EmptyState>
    );
  return <>{children}</>;
}
