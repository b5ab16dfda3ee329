import { MEETING_MESSAGES } from "@kora/shared/contracts/meetings.ts";
import { AppError } from "../../http/app-error.ts";
import { FORWARD_BODY_LIMIT, type HttpReplyEnvelope, type HttpRequestEnvelope, type RouterEnvelope } from "./meeting-router.wire.ts";

/** How long an HTTP request forwarded to a room's home waits for its answer. */
export const REPLY_TIMEOUT_MS = 5_000;
const HOP_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "accept-encoding"]);
const endToEnd = (headers: Headers) => [...headers].filter(([name]) => !HOP_HEADERS.has(name.toLowerCase()));

/** What a forwarded request runs with on the room's home: the caller's address, and a mark that it was forwarded. */
export interface ForwardedEnv {
  remoteAddr: { hostname: string; port: number; transport: "tcp" };
  koraForwarded: true;
}
export type HttpHandler = (request: Request, env: ForwardedEnv) => Response | Promise<Response>;

/**
 * HTTP into a live room held by another instance (meeting-router.ts): the whole request travels to the
 * home over the bus, runs there through the app as if it had arrived there (same session cookie, same
 * caller address), and its response comes back. Every check (404 for strangers, roles, recording)
 * happens once, on the home, against the live room.
 */
export class HttpForwarder {
  readonly #replies = new Map<string, (reply: HttpReplyEnvelope | null) => void>();
  #handler: HttpHandler | null = null;

  constructor(
    private readonly send: (instanceId: string, envelope: RouterEnvelope) => Promise<boolean>,
    private readonly timeoutMs = REPLY_TIMEOUT_MS,
  ) {}

  serveWith(handler: HttpHandler): void {
    this.#handler = handler;
  }

  /** Runs `request` on `home` and answers what it answered; 503 when the home doesn't answer in time. */
  async forward(home: string, request: Request, body: string | null, clientIp: string): Promise<Response> {
    if (body !== null && body.length > FORWARD_BODY_LIMIT) throw new AppError("payload_too_large", "This request is too large.");
    const id = crypto.randomUUID();
    const answer = new Promise<HttpReplyEnvelope | null>((resolve) => {
      const timer = setTimeout(() => settle(null), this.timeoutMs);
      const settle = (reply: HttpReplyEnvelope | null) => {
        clearTimeout(timer);
        this.#replies.delete(id);
        resolve(reply);
      };
      this.#replies.set(id, settle);
    });
    const method = request.method === "GET" ? "GET" : "POST";
    const sent = await this.send(home, { kind: "http", id, method, url: request.url, headers: endToEnd(request.headers), body, clientIp });
    if (!sent) this.#replies.get(id)?.(null);
    const reply = await answer;
    if (!reply) throw new AppError("unavailable", MEETING_MESSAGES.homeAway);
    const empty = reply.body === "" || reply.status === 204 || reply.status === 304;
    return new Response(empty ? null : reply.body, { status: reply.status, headers: reply.headers });
  }

  /** The home's answer to a request forwarded from here. */
  answer(reply: HttpReplyEnvelope): void {
    this.#replies.get(reply.id)?.(reply);
  }

  /** Runs a request another instance forwarded here, and sends it the response. */
  async serve(from: string, message: HttpRequestEnvelope): Promise<void> {
    let reply: Omit<HttpReplyEnvelope, "kind" | "id"> = { status: 503, headers: [], body: "" };
    if (this.#handler) {
      const request = new Request(message.url, { method: message.method, headers: message.headers, body: message.body });
      const env: ForwardedEnv = { remoteAddr: { hostname: message.clientIp, port: 0, transport: "tcp" }, koraForwarded: true };
      const response = await this.#handler(request, env);
      reply = { status: response.status, headers: endToEnd(response.headers), body: await response.text() };
    }
    await this.send(from, { kind: "http-reply", id: message.id, ...reply });
  }
}
