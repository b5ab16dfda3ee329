/**
 * Prints the nginx configuration for a deployment of several Kora API instances (README
 * "Scale-out"):
 *
 *   npx deno run scripts/nginx/render.ts --listen 0.0.0.0:80 --instance 10.0.0.11:8787 \
 *     --instance 10.0.0.12:8787 [--server-name kora.example.com] > /etc/nginx/nginx.conf
 *
 * The output is a whole nginx.conf (worker, events and http blocks): it replaces the packaged one,
 * then `nginx -t && nginx -s reload`. TLS is left to whatever terminates it in front (or add a
 * `listen 443 ssl` server with your certificates).
 */
import { nginxConfig } from "./config.ts";

const args = Deno.args;
const values = (flag: string) => args.flatMap((arg, index) => (arg === flag && args[index + 1] ? [args[index + 1]!] : []));
const listen = values("--listen")[0];
const instances = values("--instance");
if (!listen || instances.length === 0) {
  console.error("usage: render.ts --listen host:port --instance host:port [--instance host:port …] [--server-name name]");
  Deno.exit(2);
}
console.log(nginxConfig({ listen, instances, serverName: values("--server-name")[0] }));
