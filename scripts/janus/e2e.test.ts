import { describe, expect, it } from "vitest";
import { janusUnavailable } from "./e2e.ts";

describe("Janus in the e2e run", () => {
  it("runs only when installed and inside the namespace with the SFU's veth address", () => {
    expect(janusUnavailable({ KORA_NETNS: "isolated", KORA_NETNS_SFU_ADDRESS: "127.0.0.2" }, "/usr/bin/janus")).toBeNull();
    expect(janusUnavailable({ KORA_NETNS: "isolated", KORA_NETNS_SFU_ADDRESS: "127.0.0.2" }, null)).toMatch(/not installed/);
    expect(janusUnavailable({ KORA_NETNS: "host", KORA_NETNS_SFU_ADDRESS: "127.0.0.2" }, "/usr/bin/janus")).toMatch(/namespace/);
    expect(janusUnavailable({ KORA_NETNS: "isolated" }, "/usr/bin/janus")).toMatch(/KORA_NETNS_SFU_ADDRESS/);
  });
});
