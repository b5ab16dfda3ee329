import { fileURLToPath } from "node:url";
import { createClient } from "@libsql/client";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { E2E_PORT } from "./support/e2e-env.ts";
import { expect, serverNow } from "./support/test.ts";

/**
 * The e2e server's clock can't be moved forward, and a session can be marked complete only once it has
 * started. So once a real booking has been requested, confirmed and charged, this moves that one booking's
 * start (and its confirmed time) to 40 minutes before the server's now, in the server's database file, as if
 * the session had taken place. Its queued jobs keep the old start and find the booking moved (as after a
 * reschedule). One write transaction; it waits out the server's write lock (busy_timeout).
 */
export async function sessionTookPlace(booking: Pick<BookingDto, "id" | "bookingTimeUtc">): Promise<void> {
  const oldStart = Date.parse(booking.bookingTimeUtc!);
  const shift = oldStart - ((await serverNow()) - 40 * 60_000);
  expect(shift, "the booking starts in the future before it is moved").toBeGreaterThan(0);
  const file = fileURLToPath(new URL(`../../data/e2e-${E2E_PORT}/kora.db`, import.meta.url));
  const db = createClient({ url: `file:${file}` });
  try {
    await db.execute("PRAGMA busy_timeout = 10000");
    const [moved, times] = await db.batch(
      [
        {
          sql: "update bookings set start_ms = start_ms - ?, end_ms = end_ms - ? where id = ? and start_ms = ? and status = 'confirmed'",
          args: [shift, shift, booking.id, oldStart],
        },
        {
          sql: "update booking_times set start_ms = start_ms - ? where booking_id = ? and start_ms = ?",
          args: [shift, booking.id, oldStart],
        },
      ],
      "write",
    );
    expect(
      [moved, times].map((result) => result!.rowsAffected),
      "rows moved: booking, confirmed time",
    ).toEqual([1, 1]);
  } finally {
    db.close();
  }
}
