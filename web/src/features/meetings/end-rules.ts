import { MEETING_MESSAGES } from "@kora/shared/contracts/meetings.ts";
import { englishLobby, type LobbyT } from "./meeting-words.ts";

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

/**
 * The end screen's words (currentState 2): "You left the call", or why the call ended or was refused
 * (`say` puts the engine's reason in the page's language; the server's own words stay as they came).
 */
export function endView(
  endMessage: string | null,
  leftByMe: boolean,
  t: LobbyT = englishLobby,
  say: (message: string) => string = (message) => message,
): EndView {
  if (leftByMe) return { heading: t.t("end.left"), canRejoin: true };
  if (!endMessage) return { heading: t.t("end.ended"), canRejoin: true };
  return { heading: say(endMessage), canRejoin: !FINAL_REFUSALS.has(endMessage) };
}
