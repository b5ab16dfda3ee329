import { MEETING_MESSAGES } from "@kora/shared/contracts/meetings.ts";
import { meetingsLobbyMessages } from "@kora/shared/i18n/messages/meetings-lobby.ts";
import { meetingsMessages } from "@kora/shared/i18n/messages/meetings.ts";
import { createTranslator, type KeyOf, type Translator } from "@kora/shared/i18n/translate.ts";

/** The call's words (meetings) and the words around it (meetings-lobby), in one language. */
export type MeetingsT = Translator<KeyOf<typeof meetingsMessages>>;
export type LobbyT = Translator<KeyOf<typeof meetingsLobbyMessages>>;
type MeetingsKey = KeyOf<typeof meetingsMessages>;

/** English, for the pure helpers' defaults (tests and callers outside a page read English). */
export const englishMeetings: MeetingsT = createTranslator("en", meetingsMessages.en);
export const englishLobby: LobbyT = createTranslator("en", meetingsLobbyMessages.en);

/**
 * What the engine and the recorder say, in English (their tests read it; it is what they hand the
 * screens): each exact text and the catalogue's key for it.
 */
const SAID: ReadonlyMap<string, MeetingsKey> = new Map<string, MeetingsKey>([
  ["The host let you in", "say.letIn"],
  ["You joined this call from another window.", "say.otherWindow"],
  ["Recording resumed", "say.recordingResumed"],
  ["Recording paused", "say.recordingPaused"],
  ["Recording stopped", "say.recordingStopped"],
  ["You started recording this call", "say.youStartedRecording"],
  ["The host started recording this call", "say.hostStartedRecording"],
  ["The host turned off your camera", "say.hostCameraOff"],
  ["The host has turned off your camera", "say.hostCameraStaysOff"],
  ["The host lets you turn your camera on again", "say.cameraAllowed"],
  ["You're now a co-host", "say.nowCohost"],
  ["You're no longer a co-host", "say.noLongerCohost"],
  ["Your screen couldn't be shared.", "say.screenFailed"],
  ["You left the call.", "say.left"],
  ["Joining didn't work. Please try again.", "say.joinFailed"],
  [MEETING_MESSAGES.firstName, "say.firstName"],
  [MEETING_MESSAGES.chatOff, "chat.off"],
  [
    "Kora isn't allowed to use your camera and microphone. Allow them in your browser's site settings, then try again.",
    "say.mediaNotAllowed",
  ],
  ["No camera or microphone was found.", "say.mediaNotFound"],
  ["Your camera or microphone is in use by another app.", "say.mediaInUse"],
  ["Your camera and microphone could not be opened.", "say.mediaFailed"],
  ["That microphone couldn't be opened.", "say.microphoneFailed"],
  ["That camera couldn't be opened.", "say.cameraFailed"],
  ["The recording is too big to keep. What was saved so far is being prepared.", "say.recordingTooBig"],
  ["This recording can't be saved any more.", "say.recordingGone"],
  ["The recording couldn't be saved.", "say.recordingNotSaved"],
  ["Recording didn't start. Please try again.", "say.recordingNotStarted"],
  ["The server sent no upload for the recording.", "say.recordingNoUpload"],
  ["This browser can't draw the recording", "say.cannotDraw"],
  ["This browser can't record the call", "say.cannotRecord"],
]);

/** Texts that name someone ("Maya muted your microphone"); the longest pattern first, as they overlap. */
const NAMED: readonly [RegExp, MeetingsKey][] = [
  [/^(.+) muted your microphone and turned off your camera$/s, "say.mutedBoth"],
  [/^(.+) muted your microphone$/s, "say.mutedMic"],
  [/^(.+) turned off your camera$/s, "say.mutedCamera"],
  [/^(.+) started recording this call$/s, "say.startedRecording"],
];

/**
 * A notice, an end message or an error from the engine or the recorder, in the page's language. Text it
 * doesn't know (the server's own words) is shown as it came.
 */
export function saidText(t: MeetingsT, text: string): string {
  const key = SAID.get(text);
  if (key) return t.t(key);
  for (const [pattern, named] of NAMED) {
    const match = pattern.exec(text);
    if (match) return t.t(named, { name: match[1]! });
  }
  return text;
}
