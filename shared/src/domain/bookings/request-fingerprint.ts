/**
 * Booking requests in canonical form, for telling a repeat from a new request (pure: the API hashes
 * the strings). Key order, time order and spelling (".000Z" or not, an email's case) don't matter.
 */

/** Identical requests from one person this close together are one request sent twice (a double click, a retry). */
export const BOOKING_DEDUPE_WINDOW_MS = 10_000;

export interface BookingRequestParts {
  cardId: string;
  duration: number;
  preferredTimes: string[];
  learnerId: string | null;
  learnerEmail: string | null;
}

/** JSON with object keys sorted at every depth. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

const instants = (times: string[]) => times.map((time) => Date.parse(time)).sort((a, b) => a - b);

/** The whole request (every field, defaults filled in): what an Idempotency-Key stands for. */
export function canonicalBookingRequest(input: BookingRequestParts & Record<string, unknown>): string {
  return canonicalJson({
    ...input,
    preferredTimes: instants(input.preferredTimes),
    learnerEmail: input.learnerEmail?.toLowerCase() ?? null,
  });
}

/** What makes two requests the same booking: the card, the times, the length and who it is for. */
export function bookingDedupeBasis(input: BookingRequestParts): string {
  return canonicalJson({
    cardId: input.cardId,
    duration: input.duration,
    times: instants(input.preferredTimes),
    learner: input.learnerId ?? input.learnerEmail?.toLowerCase() ?? null,
  });
}
