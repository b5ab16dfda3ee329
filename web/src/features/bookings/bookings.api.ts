/** The bookings feature's face to the rest of the app; its HTTP calls live in bookings.client.ts. */
export { addPaymentMethod, deletePaymentMethod, paymentMethodsQuery } from "../billing/billing.api.ts";
export { bookingPaths } from "./booking-paths.ts";
export { formatMoney, formatSessionRange, otherParties } from "./booking-format.ts";
export { bookingEventToast, type BookingEventData } from "./booking-toast.ts";
export { bookingListQuery, bookingQuery, createBooking, newIdempotencyKey, priceQuery, slotsQuery } from "./bookings.client.ts";
