import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nginxConfig } from "./config.ts";
import { findNginx, testConfig } from "./nginx.ts";

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), "kora-nginx-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the scale-out nginx configuration", () => {
  it("balances every instance and passes WebSocket upgrades through", () => {
    const config = nginxConfig({ listen: "127.0.0.1:8080", instances: ["127.0.0.1:9001", "127.0.0.1:9002", "10.0.0.3:8787"] });
    expect(config.match(/^ {4}server \S+ max_fails=1 fail_timeout=5s;$/gm)).toEqual([
      "    server 127.0.0.1:9001 max_fails=1 fail_timeout=5s;",
      "    server 127.0.0.1:9002 max_fails=1 fail_timeout=5s;",
      "    server 10.0.0.3:8787 max_fails=1 fail_timeout=5s;",
    ]);
    expect(config).toContain("proxy_set_header Upgrade $http_upgrade;");
    expect(config).toContain("proxy_set_header Connection $connection_upgrade;");
    expect(config).toContain("least_conn;");
    // A packaged nginx keeps its own pid and logs; only a private one runs in the foreground.
    expect(config).not.toContain("daemon off;");
  });

  it("keeps standby instances for when every other one is down, and checks their addresses too", () => {
    const config = nginxConfig({ listen: "127.0.0.1:8080", instances: ["127.0.0.1:9001"], backups: ["127.0.0.1:9002"] });
    expect(config.match(/^ {4}server .*;$/gm)).toEqual([
      "    server 127.0.0.1:9001 max_fails=1 fail_timeout=5s;",
      "    server 127.0.0.1:9002 backup;",
    ]);
    expect(() => nginxConfig({ listen: "127.0.0.1:80", instances: ["127.0.0.1:1"], backups: ["b:2; include /etc/passwd"] })).toThrow(
      /host:port/,
    );
  });

  it("refuses addresses and names that would inject configuration", () => {
    expect(() => nginxConfig({ listen: "127.0.0.1:80", instances: [] })).toThrow(/at least one/);
    expect(() => nginxConfig({ listen: "127.0.0.1:80; include /etc/passwd", instances: ["127.0.0.1:1"] })).toThrow(/host:port/);
    expect(() => nginxConfig({ listen: "127.0.0.1:80", instances: ["a:1 backup"] })).toThrow(/host:port/);
    expect(() => nginxConfig({ listen: "127.0.0.1:80", instances: ["a:1"], serverName: "x; return 200" })).toThrow(/server name/);
  });

  it("is accepted by the real nginx (nginx -t), and a broken one is not", () => {
    // scripts/setup-system.sh installs nginx for `npm test`.
    const nginx = findNginx();
    expect(nginx, "nginx is installed").not.toBeNull();
    const dir = scratch();
    const own = testConfig(
      nginx!,
      dir,
      nginxConfig({ listen: "127.0.0.1:18080", instances: ["127.0.0.1:9001"], backups: ["127.0.0.1:9002"], prefix: dir }),
    );
    expect(own.output).toContain("syntax is ok");
    expect(own.ok).toBe(true);
    const broken = testConfig(
      nginx!,
      scratch(),
      `${nginxConfig({ listen: "127.0.0.1:18080", instances: ["127.0.0.1:9001"], prefix: dir })}}\n`,
    );
    expect(broken.ok).toBe(false);
  });
});
