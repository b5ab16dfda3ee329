import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import type { CardSummary } from "@kora/shared/contracts/cards.ts";
import type { Page } from "../../http/pagination.ts";
import type { Services } from "../../services.ts";
import { cardSummariesByIds } from "../cards/cards.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { toBookingDtos } from "./booking-views.ts";
import { groupsShowingCards } from "../groups/groups.service.ts";
import { bookedCardIds, bookedGroupIds, bookingsPage, contactsOf, type ListQuery } from "./bookings.read-model.ts";

/** The caller's bookings with the filters and orders of core §7; only bookings they are on, whatever the filters say. */
export async function listBookings(
  services: Pick<Services, "db" | "now">,
  user: UserRow,
  query: ListQuery,
  page: Page,
): Promise<{ data: BookingDto[]; total: number }> {
  const { rows, total } = await bookingsPage(services.db, user.id, query, page);
  return { data: await toBookingDtos(services.db, user, rows, services.now().getTime()), total };
}

/** People the caller has had bookings with (the advisor's flows pick from them). Emails only of people who aren't placeholders. */
export async function contacts(services: Pick<Services, "db">, user: UserRow) {
  return (await contactsOf(services.db, user.id)).map(({ user: u, lastAt }) => ({
    id: u.id,
    firstName: u.first_name,
    fullName: `${u.first_name} ${u.last_name}`.trim(),
    avatarUrl: u.avatar_url,
    email: u.email,
    lastBookedAt: lastAt,
  }));
}

/**
 * Cards the caller has booked as a learner, most recently booked first (repeat bookings, core §7);
 * not a group's cards once the group no longer lets them see its cards.
 */
export async function repeatCards(
  services: Pick<Services, "config" | "db" | "now">,
  user: UserRow,
  page: Page,
): Promise<{ data: CardSummary[]; total: number }> {
  const shown = await groupsShowingCards(services, user, await bookedGroupIds(services.db, user.id));
  const { ids, total } = await bookedCardIds(services.db, user.id, shown, page);
  return { data: await cardSummariesByIds(services, user, ids), total };
}
