import { createMemorySecretBox } from "../src/core/secret-box.ts";

/**
 * The OS's secret storage as the tests have it: real AES-256-GCM under one fixed key, so a cache
 * reopened by another process (the SIGKILL test's second queue) opens the same data key.
 */
export const testSecretBox = createMemorySecretBox(Buffer.alloc(32, 9));
