import { CLIENT_VERSION } from "@kora/shared/constants.ts";
import { channels } from "@kora/shared/contracts/realtime.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../lib/logger.ts";
import type { RealtimeBus } from "./bus.ts";
import { MemoryBus } from "./bus.memory.ts";
import { RedisBus } from "./bus.redis.ts";
import { RealtimeHub } from "./hub.ts";

/** The bus the configuration asks for: Redis pub/sub when REDIS_URL is set, else in-process. */
export function createBus(config: Pick<Config, "redisUrl" | "redisKeyPrefix">, log: Logger): RealtimeBus {
  if (!config.redisUrl) return new MemoryBus();
  const instanceId = crypto.randomUUID();
  log.info("realtime bus: Redis", { prefix: config.redisKeyPrefix, instanceId });
  return new RedisBus({ url: config.redisUrl, prefix: config.redisKeyPrefix, log, instanceId });
}

/** The hub on the bus the configuration asks for (or on `bus`, shared with the meeting router). */
export function createHub(
  config: Pick<Config, "redisUrl" | "redisKeyPrefix">,
  log: Logger,
  now: () => number,
  bus: RealtimeBus = createBus(config, log),
): RealtimeHub {
  const hub = new RealtimeHub(now, bus);
  // The 'ci' channel (public-site §4): each tab learns the client version this server expects as it subscribes.
  hub.retain(channels.ci, { name: "ClientVersion", data: { clientVersion: CLIENT_VERSION } });
  return hub;
}
