import { describe, expect, it } from "vitest";
import { janusConfig } from "./config.ts";

const base = {
  wsHost: "127.0.0.1",
  wsPort: 8188,
  mediaInterface: "127.0.0.2",
  iceEnforce: "127.0.0.2",
  rtpPorts: [20000, 20199] as const,
  tokenSecret: "token-secret-0123456789",
  adminKey: "admin-key-0123456789ab",
};

describe("Kora's Janus configuration", () => {
  it("loads only VideoRoom and the WebSocket transport, with signed tokens and no admin API", () => {
    const files = janusConfig(base);
    expect(files["janus.jcfg"]).toContain("token_auth = true");
    expect(files["janus.jcfg"]).toContain('token_auth_secret = "token-secret-0123456789"');
    expect(files["janus.jcfg"]).toMatch(/disable = "[^"]*libjanus_echotest\.so[^"]*"/);
    expect(files["janus.jcfg"]).not.toMatch(/disable = "[^"]*libjanus_videoroom\.so/);
    expect(files["janus.jcfg"]).toMatch(/disable = "[^"]*libjanus_http\.so[^"]*"/);
    expect(files["janus.jcfg"]).not.toMatch(/disable = "[^"]*libjanus_websockets\.so/);
    expect(files["janus.jcfg"]).toContain('rtp_port_range = "20000-20199"');
    expect(files["janus.jcfg"]).toContain('ice_enforce_list = "127.0.0.2"');
    expect(files["janus.plugin.videoroom.jcfg"]).toContain('admin_key = "admin-key-0123456789ab"');
    expect(files["janus.transport.websockets.jcfg"]).toContain('ws_ip = "127.0.0.1"');
    expect(files["janus.transport.websockets.jcfg"]).toContain("admin_ws = false");
  });

  it("refuses weak secrets, bad port ranges and values that would break out of the file", () => {
    expect(() => janusConfig({ ...base, tokenSecret: "short" })).toThrow(/tokenSecret/);
    expect(() => janusConfig({ ...base, adminKey: "short" })).toThrow(/adminKey/);
    expect(() => janusConfig({ ...base, rtpPorts: [200, 100] })).toThrow(/port range/);
    expect(() => janusConfig({ ...base, tokenSecret: 'abcdefghijklmnop"\nadmin_secret = "x' })).toThrow(/unsafe/);
    expect(() => janusConfig({ ...base, wsHost: "0.0.0.0; x" })).toThrow(/unsafe/);
  });
});
