/**
 * Where `npm start`'s Janus puts its media (`interface` and `ice_enforce_list`): Janus gathers no
 * ICE candidates on loopback, so it needs a real address of this machine. Pure: takes what
 * `os.networkInterfaces()` returns. Only `node:` types.
 */
import type { NetworkInterfaceInfo } from "node:os";

/** The first non-internal IPv4 address (interfaces in the order the system lists them), or null. */
export function janusMediaAddress(interfaces: Record<string, NetworkInterfaceInfo[] | undefined>): string | null {
  for (const addresses of Object.values(interfaces))
    for (const info of addresses ?? [])
      if (info.family === "IPv4" && !info.internal && !info.address.startsWith("127.") && !info.address.startsWith("169.254."))
        return info.address;
  return null;
}
