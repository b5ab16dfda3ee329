import { z } from "zod";
import { ipcContract, type IpcChannel, type IpcParsedArgs, type IpcResult } from "../ipc-contract.ts";
import { isSameOrigin, originOf } from "./navigation-policy.ts";

/** A refused IPC call. Its message reaches the page as the rejection of the preload function. */
export class IpcRejectedError extends Error {
  override name = "IpcRejectedError";
}

function isIpcChannel(channel: string): channel is IpcChannel {
  return Object.hasOwn(ipcContract, channel);
}

/**
 * Throws unless the calling frame is a Kora page. `senderUrl` is the sending frame's URL
 * (`event.senderFrame.url`); it is undefined when the frame has gone away mid-call.
 */
export function assertTrustedSender(channel: string, senderUrl: string | undefined, koraOrigin: string): void {
  if (senderUrl === undefined) throw new IpcRejectedError(`${channel}: the sending frame no longer exists`);
  if (!isSameOrigin(senderUrl, koraOrigin)) {
    const origin = originOf(senderUrl) ?? "an unparsable URL";
    throw new IpcRejectedError(`${channel}: sender origin ${origin} is not the Kora origin ${koraOrigin}`);
  }
}

/** Validates a call's arguments against the channel's schema; throws a readable error otherwise. */
export function parseIpcArgs<C extends IpcChannel>(channel: C, args: readonly unknown[]): IpcParsedArgs<C> {
  const parsed = ipcContract[channel].args.safeParse(args);
  if (!parsed.success) {
    throw new IpcRejectedError(`${channel}: invalid arguments\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data as IpcParsedArgs<C>;
}

/** Main's implementation of every channel. `context` carries what the handler needs about the caller. */
export type IpcHandlers<Context> = {
  [C in IpcChannel]: (context: Context, ...args: IpcParsedArgs<C>) => IpcResult<C> | Promise<IpcResult<C>>;
};

export type IpcDispatch<Context> = (
  channel: string,
  senderUrl: string | undefined,
  context: Context,
  args: readonly unknown[],
) => Promise<unknown>;

/**
 * One entry point for every IPC call: known channel → trusted sender → valid arguments → handler →
 * result checked against the contract (a handler bug fails here, not in the page).
 */
export function createIpcDispatcher<Context>(handlers: IpcHandlers<Context>, koraOrigin: string): IpcDispatch<Context> {
  return async (channel, senderUrl, context, args) => {
    if (!isIpcChannel(channel)) throw new IpcRejectedError(`${channel}: unknown channel`);
    assertTrustedSender(channel, senderUrl, koraOrigin);
    const parsedArgs = parseIpcArgs(channel, args);
    // TypeScript cannot correlate the handler and its arguments through the channel union.
    const handler = handlers[channel] as (context: Context, ...args: readonly unknown[]) => unknown;
    const result = await handler(context, ...parsedArgs);
    return ipcContract[channel].result.parse(result);
  };
}
