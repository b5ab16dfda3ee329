/**
 * The whole IPC surface between the Kora web app (through the preload) and the main process.
 * Main validates every call against these schemas; the preload imports only the types, because a
 * sandboxed preload cannot load other files or npm packages at run time.
 */
import { z } from "zod";
import { toSafeAppPath } from "./core/deep-link.ts";

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
} as const;

/** Push channel (main → renderer): an app path to open, from a kora:// link or a notification click. */
export const DEEP_LINK_EVENT = "kora:deep-link";

/** A same-origin page path such as `/my-kora/bookings/123`, normalised; see toSafeAppPath. */
export const appPathSchema = z.string().transform((value, ctx) => {
  const result = toSafeAppPath(value);
  if (!result.ok) {
    ctx.addIssue({ code: "custom", message: `unsafe app path: ${result.reason}` });
    return z.NEVER;
  }
  return result.path;
});

export const notifyInputSchema = z.strictObject({
  title: z.string().trim().min(1).max(120),
  body: z.string().max(1000),
  /** Page to open when the notification is clicked. */
  path: appPathSchema.optional(),
});
export type NotifyInput = z.input<typeof notifyInputSchema>;

/** Arguments (as a tuple, so extra arguments are refused) and result of every invokable channel. */
export const ipcContract = {
  [IPC_CHANNELS.getVersion]: { args: z.tuple([]), result: z.string() },
  /** Result: false when the OS has no notification support, so the page can show its own toast. */
  [IPC_CHANNELS.notify]: { args: z.tuple([notifyInputSchema]), result: z.boolean() },
  [IPC_CHANNELS.getAutoStart]: { args: z.tuple([]), result: z.boolean() },
  /** Result: the setting now in effect, read back from the OS. */
  [IPC_CHANNELS.setAutoStart]: { args: z.tuple([z.boolean()]), result: z.boolean() },
  [IPC_CHANNELS.setDeepLinkListening]: { args: z.tuple([z.boolean()]), result: z.undefined() },
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
}
