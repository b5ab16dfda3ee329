import { useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import type { FieldErrors } from "@kora/shared/contracts/errors.ts";
import { bookingsMessages } from "@kora/shared/i18n/messages/bookings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { isApiError } from "../../lib/api-client.ts";
import { firstFieldMessage } from "../../lib/api-errors.ts";
import { clearLocalSession } from "../../lib/session.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { loginBackTo } from "./booking-paths.ts";
import { refreshBookings, refreshSlots } from "./bookings.client.ts";

/** What a failure of a booking action should become on screen (core §8 for booking and respond pages). */
export type BookingFailure =
  /** 401: the session ended mid-action; log in and come back here. */
  | { kind: "sign-in" }
  /** 409: the server's refusal (the time was taken, the booking moved on…), with a refresh of what we showed. */
  | { kind: "conflict"; message: string }
  /** 422: field → messages, for the form; `first` is what to toast if the form has none of those fields. */
  | { kind: "fields"; fields: FieldErrors; first: string }
  /** Anything else: the toast to raise, or null when the API client already raised one. */
  | { kind: "toast"; message: string | null };

/** The default words for a failure that isn't the API's (a bug, say); the catalogue's "action.failed" in other languages. */
export const ACTION_FAILED = "That didn't work. Please try again.";

/** Maps a failed booking action to what the person sees. Pure: `fallback` is said for failures the API didn't answer. */
export function bookingFailure(error: unknown, fallback: string = ACTION_FAILED): BookingFailure {
  if (!isApiError(error)) return { kind: "toast", message: fallback };
  if (error.status === 401) return { kind: "sign-in" };
  if (error.status === 409) return { kind: "conflict", message: error.message };
  if (error.status === 422 && error.fields)
    return { kind: "fields", fields: error.fields, first: firstFieldMessage(error.fields) ?? error.message };
  return { kind: "toast", message: error.toasted ? null : error.message };
}

export interface BookingActionOptions<T> {
  /** The success toast, worded from what the server returned. */
  success: (result: T) => string;
  /** After the success toast: move on (open the booking, close the dialog…). */
  onSuccess?: (result: T) => void;
  /**
   * Where a 422's field messages go. A function marks the fields its form has (and toasts the first the way
   * its form orders them); it returns false when none of them is on the form, and the first message is
   * toasted. "form" hands the error back to useKoraForm, which marks, toasts and scrolls to them. Without
   * it, the first message is toasted.
   */
  fields?: ((fields: FieldErrors) => boolean) | "form";
  /** The card whose free times a failure refreshes too (a 409 usually means a time was taken). */
  cardId?: string;
  /** Said for a failure that isn't the API's. */
  failure?: string;
  /** Sees every failure once it is shown (e.g. to drop an idempotency key after a refusal). */
  onFailure?: (error: unknown) => void;
}

/**
 * The one way booking actions run (request, instant book, confirm, suggest times, reschedule, cancel, decline,
 * complete, review, the initiate flows). It owns:
 * - busy state: `busy` names the running action; a second run while one is busy is ignored (no double submits);
 * - the success toast, then `onSuccess`;
 * - failures: 401 → log in and come back; 409 → the server's message; 422 → the fields back to the form;
 *   anything else → a toast unless the API client already raised one. After any failure but a 401 the
 *   bookings (and `cardId`'s free times) are re-read, so the page shows what is true now.
 * `run` resolves to the result, or undefined after a failure it has shown.
 */
export function useBookingAction() {
  const navigate = useNavigate();
  const t = useT(bookingsMessages);
  const [busy, setBusy] = useState<string | null>(null);
  const running = useRef(false);

  async function run<T>(name: string, call: () => Promise<T>, options: BookingActionOptions<T>): Promise<T | undefined> {
    if (running.current) return undefined;
    running.current = true;
    setBusy(name);
    try {
      const result = await call();
      toast.success(options.success(result));
      options.onSuccess?.(result);
      return result;
    } catch (error) {
      const failure = bookingFailure(error, options.failure ?? t.t("action.failed"));
      options.onFailure?.(error);
      if (failure.kind === "sign-in") {
        clearLocalSession();
        navigate(loginBackTo(`${window.location.pathname}${window.location.search}`));
        return undefined;
      }
      void refreshBookings();
      if (options.cardId) void refreshSlots(options.cardId);
      if (failure.kind === "fields") {
        if (options.fields === "form") throw error;
        if (!options.fields?.(failure.fields)) toast.error(failure.first);
      } else if (failure.message !== null) toast.error(failure.message);
      return undefined;
    } finally {
      running.current = false;
      setBusy(null);
    }
  }

  return { busy, run };
}
