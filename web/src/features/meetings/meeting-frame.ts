import type { JoinMode } from "./preview-rules.ts";

/** What the screens need to know about the room around the call, from the page that opens it. */
export interface MeetingFrame {
  kind: "booking" | "personal";
  /** Above the preview's title; "Personal room" or "Your session" by kind when absent. */
  eyebrow?: string;
  /** "Maya Patel's room", or the booking's card title. */
  title: string;
  /** Whom the meeting is with, beside the title with their photo (a card's instant meeting). */
  host?: { name: string; avatarUrl: string | null };
  /** A second line: who the session is with and when. */
  detail: string | null;
  /** Named in "Waiting for Maya to let you in…". */
  hostFirstName: string;
  joinMode: JoinMode;
  /** A guest gives a first name (prefilled with the one they gave before); null for account holders. */
  guestName: string | null;
  /** Something to know before joining, e.g. that the host isn't taking knocks. */
  notice: string | null;
  /** Where the end screen's way out goes. */
  exit: { to: string; label: string };
  /** "Leave a review", once a booking's time has passed. */
  reviewPath: string | null;
}
