import { RealtimeClient } from "./realtime-client.ts";
import { socketUrl } from "./frame-router.ts";

let client: RealtimeClient | null = null;

/** The tab's one realtime client (created on first use, so importing this has no side effects). */
export function realtime(): RealtimeClient {
  client ??= new RealtimeClient({ url: () => socketUrl(window.location) });
  return client;
}
