import { useQuery } from "@tanstack/react-query";
import type { Me } from "@kora/shared/contracts/users.ts";
import { contactsQuery, myBookableCardsQuery } from "../bookings.client.ts";

/** What the advisor flows choose from: my bookable cards and (unless inviting someone new) my contacts. */
export function useMyBookingData(me: Me | null | undefined, withContacts: boolean) {
  const advisor = me?.type === "Advisor";
  const cards = useQuery({ ...myBookableCardsQuery(me?.groups.map((group) => group.id) ?? []), enabled: Boolean(me && advisor) });
  const contacts = useQuery({ ...contactsQuery, enabled: Boolean(me && advisor && withContacts) });
  return { cards, contacts, advisor };
}
