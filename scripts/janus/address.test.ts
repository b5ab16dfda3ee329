import type { NetworkInterfaceInfo } from "node:os";
import { describe, expect, it } from "vitest";
import { janusMediaAddress } from "./address.ts";

const nic = (address: string, family: "IPv4" | "IPv6", internal = false) =>
  ({ address, family, internal, netmask: "", mac: "", cidr: null }) as NetworkInterfaceInfo;

describe("npm start's Janus media address", () => {
  it("takes the first non-loopback IPv4 address", () => {
    expect(
      janusMediaAddress({
        lo: [nic("127.0.0.1", "IPv4", true), nic("::1", "IPv6", true)],
        eth0: [nic("fe80::1", "IPv6"), nic("10.0.0.5", "IPv4")],
        eth1: [nic("192.168.1.9", "IPv4")],
      }),
    ).toBe("10.0.0.5");
  });

  it("has none on a machine with only loopback, IPv6 or link-local addresses (Janus gathers no loopback candidates)", () => {
    expect(janusMediaAddress({ lo: [nic("127.0.0.1", "IPv4", true)] })).toBeNull();
    expect(
      janusMediaAddress({ veth: [nic("127.0.0.2", "IPv4")], eth0: [nic("2001:db8::1", "IPv6"), nic("169.254.3.4", "IPv4")] }),
    ).toBeNull();
    expect(janusMediaAddress({})).toBeNull();
  });
});
