import { MEETING_MESSAGES } from "@kora/shared/contracts/meetings.ts";

/** Refusals a second try can't change today: no Rejoin button for these. */
const FINAL_REFUSALS: ReadonlySet<string> = new Set([
  MEETING_MESSAGES.disabled,
  MEETING_MESSAGES.windowClosed,
  MEETING_MESSAGES.notYours,
  MEETING_MESSAGES.notConfirmed,
]);

export interface EndView {
  heading: string;
  canRejoin: boolean;
}

/** The end screen's words (currentState 2): "You left the call", or why the call ended or was refused. */
export function endView(endMessage: string | null, leftByMe: boolean): EndView {
  if (leftByMe) return { heading: "You left the call", canRejoin: true };
  if (!endMessage) return { heading: "The call has ended", canRejoin: true };
  return { heading: endMessage, canRejoin: !FINAL_REFUSALS.has(endMessage) };
}
