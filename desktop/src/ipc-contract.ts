/**
 * The whole IPC surface between the Kora web app (through the preload) and the main process.
 * Main validates every call against these schemas; the preload imports only the types, because a
 * sandboxed preload cannot load other files or npm packages at run time.
 */
import { z } from "zod";
import * as picker from "./core/screen-picker.ts";
import * as notes from "./core/notification-contract.ts";
import * as uploads from "./core/recording-cache/uploads-contract.ts";

/** Invokable channels (renderer → main, with a reply). One preload function per channel. */
export const IPC_CHANNELS = {
  getVersion: "kora:get-version",
  notify: "kora:notify",
  getAutoStart: "kora:get-auto-start",
  setAutoStart: "kora:set-auto-start",
  /**
   * Sent by the preload, not exposed to the page: whether the page has onDeepLink listeners. With
   * listeners, main hands links to the page so it navigates in place (an ongoing meeting survives);
   * without, main loads the link's page.
   */
  setDeepLinkListening: "kora:set-deep-link-listening",
  listScreenSources: "kora:list-screen-sources",
  chooseScreenSource: "kora:choose-screen-source",
  setAgenda: "kora:set-agenda",
  getDoNotDisturb: "kora:get-do-not-disturb",
  setDoNotDisturb: "kora:set-do-not-disturb",
  recordingBegin: "kora:recording-begin",
  recordingChunk: "kora:recording-chunk",
  recordingEnd: "kora:recording-end",
  listUploads: "kora:list-uploads",
} as const;

/** Push channel (main → renderer): an app path to open, from a kora:// link or a notification click. */
export const DEEP_LINK_EVENT = "kora:deep-link";
/** Push channel (main → renderer): a notification's action button was pressed ({ tag, action }). */
export const NOTIFICATION_ACTION_EVENT = "kora:notification-action";
/** Push channel (main → renderer), no payload: the recording uploads changed; listUploads has the news. */
export const UPLOADS_CHANGED_EVENT = "kora:uploads-changed";

export const notifyInputSchema = z.strictObject({
  title: z.string().trim().min(1).max(120),
  body: z.string().max(1000),
  /** Page to open when the notification is clicked. */
  path: notes.appPathSchema.optional(),
  /** Buttons (macOS); a press comes back on NOTIFICATION_ACTION_EVENT with `tag`. Elsewhere a click opens `path`. */
  actions: notes.notificationActionsSchema.optional(),
  tag: notes.notificationTagSchema.optional(),
});
export type NotifyInput = z.input<typeof notifyInputSchema>;

const imageDataUrl = (max: number) => z.string().max(max).regex(picker.IMAGE_DATA_URL_PATTERN).nullable();
/** A screen or window main offers for sharing (see core/screen-picker.ts). */
export const screenSourceSchema = z.strictObject({
  id: z.string().regex(picker.SOURCE_ID_PATTERN),
  name: z.string().min(1).max(picker.MAX_SOURCE_NAME),
  kind: z.enum(["screen", "window"]),
  thumbnail: imageDataUrl(picker.MAX_THUMBNAIL_CHARS),
  icon: imageDataUrl(picker.MAX_ICON_CHARS),
});
export type ScreenSource = z.output<typeof screenSourceSchema>;
export const screenSourceListSchema = z.strictObject({
  sources: z.array(screenSourceSchema).max(picker.MAX_SOURCES),
  /** Whether "Share audio" (system sound) can be offered: Windows only. */
  audioSupported: z.boolean(),
});
export type ScreenSourceList = z.output<typeof screenSourceListSchema>;
export const screenChoiceSchema = z.strictObject({ id: z.string().max(200), shareAudio: z.boolean() });
export type ScreenChoice = z.input<typeof screenChoiceSchema>;

/** Arguments (as a tuple, so extra arguments are refused) and result of every invokable channel. */
export const ipcContract = {
  [IPC_CHANNELS.getVersion]: { args: z.tuple([]), result: z.string() },
  /**
   * Result: false when the OS has no notification support, so the page can show its own toast;
   * true when shown, or held back by do not disturb (summarised when it is turned off).
   */
  [IPC_CHANNELS.notify]: { args: z.tuple([notifyInputSchema]), result: z.boolean() },
  [IPC_CHANNELS.getAutoStart]: { args: z.tuple([]), result: z.boolean() },
  /** Result: the setting now in effect, read back from the OS. */
  [IPC_CHANNELS.setAutoStart]: { args: z.tuple([z.boolean()]), result: z.boolean() },
  [IPC_CHANNELS.setDeepLinkListening]: { args: z.tuple([z.boolean()]), result: z.undefined() },
  [IPC_CHANNELS.listScreenSources]: { args: z.tuple([]), result: screenSourceListSchema },
  /** Result: false when main refuses the choice (not offered, stale, already used, audio unsupported). */
  [IPC_CHANNELS.chooseScreenSource]: { args: z.tuple([screenChoiceSchema]), result: z.boolean() },
  [IPC_CHANNELS.setAgenda]: { args: z.tuple([notes.agendaSchema]), result: z.undefined() },
  [IPC_CHANNELS.getDoNotDisturb]: { args: z.tuple([]), result: z.boolean() },
  /** Result: the setting now in effect (saved in the app's settings file). */
  [IPC_CHANNELS.setDoNotDisturb]: { args: z.tuple([z.boolean()]), result: z.boolean() },
  /** Result: the local id of the recording, for its chunks. */
  [IPC_CHANNELS.recordingBegin]: { args: z.tuple([uploads.recordingBeginSchema]), result: uploads.recordingIdSchema },
  /** Result: the recording's bytes stored on disk (durably) so far. */
  [IPC_CHANNELS.recordingChunk]: { args: z.tuple([uploads.recordingIdSchema, uploads.recordingChunkSchema]), result: z.number().int() },
  [IPC_CHANNELS.recordingEnd]: { args: z.tuple([uploads.recordingIdSchema]), result: z.undefined() },
  [IPC_CHANNELS.listUploads]: { args: z.tuple([]), result: uploads.uploadListSchema },
} as const satisfies Record<string, { args: z.ZodTuple; result: z.ZodType }>;

export type IpcChannel = keyof typeof ipcContract;
/** What the renderer passes. */
export type IpcArgs<C extends IpcChannel> = z.input<(typeof ipcContract)[C]["args"]>;
/** What main's handler receives after validation (paths normalised). */
export type IpcParsedArgs<C extends IpcChannel> = z.output<(typeof ipcContract)[C]["args"]>;
export type IpcResult<C extends IpcChannel> = z.output<(typeof ipcContract)[C]["result"]>;

export const IPC_CHANNEL_LIST = Object.values(IPC_CHANNELS) as readonly IpcChannel[];

/**
 * `window.kora` in the desktop app (absent in browsers). The web app imports this type; every
 * function rejects when main refuses the call (wrong origin, invalid arguments).
 */
export interface KoraDesktopApi {
  /** The desktop app's version, e.g. "0.1.0". */
  getVersion(): Promise<string>;
  /** Shows an OS notification; clicking it focuses the window and opens `path`. */
  notify(input: NotifyInput): Promise<boolean>;
  /** Whether Kora starts when the user logs in. */
  getAutoStart(): Promise<boolean>;
  /** Turns start-at-login on or off and returns the setting now in effect. */
  setAutoStart(enabled: boolean): Promise<boolean>;
  /**
   * Receives app paths from kora:// links and notification clicks while the page is open, so the
   * page can navigate without reloading. Returns a function that removes the listener.
   */
  onDeepLink(listener: (path: string) => void): () => void;
  /** The screens and windows that can be shared now, for Kora's picker (a new list each call). */
  listScreenSources(): Promise<ScreenSourceList>;
  /**
   * The person's pick from the last list; the page's next getDisplayMedia call then captures it.
   * False when main refuses it (not from the last list, older than a minute, already used).
   */
  chooseScreenSource(choice: ScreenChoice): Promise<boolean>;
  /**
   * The signed-in person's upcoming confirmed sessions and their number of booking requests: main
   * plans the "starts in 10 minutes" reminders from it and shows it in the tray and the badge.
   */
  setAgenda(agenda: notes.AgendaInput): Promise<void>;
  /** Whether do not disturb is on (OS notifications held back). */
  getDoNotDisturb(): Promise<boolean>;
  /** Turns do not disturb on or off; returns the setting now in effect. */
  setDoNotDisturb(enabled: boolean): Promise<boolean>;
  /** Receives presses of notification buttons (see notify's `actions`). Returns a function that removes the listener. */
  onNotificationAction(listener: (event: notes.NotificationActionEvent) => void): () => void;
  /** Starts keeping a recording on this computer; it is uploaded with the ticket in the background. Answers its local id. */
  recordingBegin(input: uploads.RecordingBegin): Promise<string>;
  /** Stores the recording's next bytes (at most MAX_CHUNK_BYTES); resolves once they are on disk, with the total stored. */
  recordingChunk(id: string, bytes: Uint8Array<ArrayBuffer>): Promise<number>;
  /** The recording stopped: its upload declares the length and finishes. */
  recordingEnd(id: string): Promise<void>;
  /** The recordings on this computer and their uploads, newest first. */
  listUploads(): Promise<uploads.UploadList>;
  /** Called whenever an upload moves on (bytes confirmed, waiting, done, refused). Returns a function that removes the listener. */
  onUploadsChanged(listener: () => void): () => void;
}
