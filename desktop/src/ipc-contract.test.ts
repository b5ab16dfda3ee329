import { describe, expect, it } from "vitest";
import { DEEP_LINK_EVENT, IPC_CHANNEL_LIST, IPC_CHANNELS, ipcContract, notifyInputSchema } from "./ipc-contract.ts";

describe("IPC contract", () => {
  it("has a schema for exactly the declared channels, each named once", () => {
    expect(Object.keys(ipcContract).sort()).toEqual([...IPC_CHANNEL_LIST].sort());
    expect(new Set(IPC_CHANNEL_LIST).size).toBe(IPC_CHANNEL_LIST.length);
    for (const channel of [...IPC_CHANNEL_LIST, DEEP_LINK_EVENT]) expect(channel).toMatch(/^kora:[a-z-]+$/);
  });

  it("keeps the push channel out of the invokable ones", () => {
    expect(IPC_CHANNEL_LIST).not.toContain(DEEP_LINK_EVENT);
  });

  it("accepts a notification without a path", () => {
    expect(notifyInputSchema.parse({ title: "Reminder", body: "" })).toEqual({ title: "Reminder", body: "" });
  });

  it("describes results as main returns them", () => {
    expect(ipcContract[IPC_CHANNELS.getVersion].result.parse("0.1.0")).toBe("0.1.0");
    expect(ipcContract[IPC_CHANNELS.setDeepLinkListening].result.parse(undefined)).toBeUndefined();
    expect(() => ipcContract[IPC_CHANNELS.notify].result.parse("yes")).toThrow();
  });
});
