import type { SocketLike } from "./reconnecting-socket.ts";

/** A socket for unit tests: the test opens, feeds and drops it; what the code sends is kept, parsed. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  /** False: a dead connection, whose close never comes back as a close event. */
  firesClose = true;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  /** Like a browser's, fires close (at once here) unless the code took its handler off first. */
  close() {
    this.closed = true;
    this.readyState = 3;
    if (this.firesClose) this.onclose?.({});
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  /** A frame from the server; a string goes as it is (to send malformed ones). */
  receive(frame: unknown) {
    this.onmessage?.({ data: typeof frame === "string" ? frame : JSON.stringify(frame) });
  }
  /** The connection is lost without anyone closing it. */
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

/** A `createSocket` for the code under test, and the sockets it made, oldest first. */
export function fakeSockets() {
  const sockets: FakeSocket[] = [];
  const createSocket = (url: string) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  };
  return { sockets, createSocket, last: () => sockets[sockets.length - 1]! };
}
