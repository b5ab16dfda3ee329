import type { Config } from "../config.ts";
import type { Logger } from "../lib/logger.ts";
import { MemoryBus } from "./bus.memory.ts";
import { RedisBus } from "./bus.redis.ts";
import { RealtimeHub } from "./hub.ts";

/** The hub on the bus the configuration asks for: Redis pub/sub when REDIS_URL is set, else in-process. */
export function createHub(config: Pick<Config, "redisUrl" | "redisKeyPrefix">, log: Logger, now: () => number): RealtimeHub {
  if (!config.redisUrl) return new RealtimeHub(now, new MemoryBus());
  const instanceId = crypto.randomUUID();
  log.info("realtime bus: Redis", { prefix: config.redisKeyPrefix, instanceId });
  return new RealtimeHub(now, new RedisBus({ url: config.redisUrl, prefix: config.redisKeyPrefix, log, instanceId }));
}
