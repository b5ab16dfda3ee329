import type { Services } from "../../services.ts";
import { bookingForParty, type PartyRole, roleOf } from "./booking-rules.ts";
import { findBooking } from "./bookings.repository.ts";
import type { BookingRow } from "./bookings.table.ts";

/** What the meeting rooms use of bookings: the caller's side of a booking (null when they are not on it). */
export { roleOf };
/** What the video library uses of bookings: claiming a session's recording, forgetting a deleted one. */
export { claimRecording, forgetPrimaryVideo } from "./bookings.repository.ts";

/** A booking by id, whoever asks: callers authorise (a meeting room's context). Undefined when there is none. */
export function findBookingById(services: Pick<Services, "db">, id: string): Promise<BookingRow | undefined> {
  return findBooking(services.db, id);
}

/** A booking the caller is on, with their side; anyone else gets the same 404 as for a missing one (no probing of ids). */
export function bookingOfParty(services: Pick<Services, "db">, id: string, userId: string): Promise<{ row: BookingRow; role: PartyRole }> {
  return bookingForParty(services.db, id, userId);
}

/** Creating a booking (create-booking.ts): the routes' and other callers' one way in. */
export { createBooking } from "./create-booking.ts";
export { chargeRetryJob, paymentDueJob, syncBookingPayment } from "./booking-payment.ts";
