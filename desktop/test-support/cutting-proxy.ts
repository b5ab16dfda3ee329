import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy in front of the Kora server whose "network" can be cut: after a given number of
 * request bytes have gone through, every connection is torn down mid-stream and new ones are
 * dropped at once, until `restore()`.
 */
export class CuttingProxy {
  private server: Server | null = null;
  private sockets = new Set<Socket>();
  private budget: number | null = null;
  down = false;
  port = 0;

  constructor(private readonly upstreamPort: number) {}

  async listen(): Promise<void> {
    this.server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  /** Cuts the network once `bytes` more request bytes went through. */
  cutAfter(bytes: number): void {
    this.budget = bytes;
  }

  restore(): void {
    this.down = false;
    this.budget = null;
  }

  async close(): Promise<void> {
    this.cutNow();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private accept(client: Socket): void {
    if (this.down) {
      client.destroy();
      return;
    }
    const upstream = connect(this.upstreamPort, "127.0.0.1");
    this.sockets.add(client).add(upstream);
    client.on("close", () => {
      this.sockets.delete(client);
      this.sockets.delete(upstream);
      upstream.destroy();
    });
    client.on("error", () => upstream.destroy());
    upstream.on("close", () => client.destroy()).on("error", () => client.destroy());
    upstream.pipe(client);
    client.on("data", (data: Buffer) => {
      if (this.budget !== null) {
        this.budget -= data.byteLength;
        if (this.budget <= 0) {
          upstream.write(data.subarray(0, data.byteLength + this.budget));
          this.cutNow();
          return;
        }
      }
      upstream.write(data);
    });
  }

  private cutNow(): void {
    this.down = true;
    this.budget = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }
}
