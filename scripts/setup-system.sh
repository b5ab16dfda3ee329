#!/usr/bin/env bash
# Installs the Debian packages the tests need. As root it installs what is missing; otherwise it
# checks and, if something is missing, stops with the one command to run.
# chromium: the browser (benchmarks, screenshots); chromium-headless-shell: the same engine without
# windows, which the end-to-end specs run in; coturn: the TURN server meetings relay through (tests and
# `npm start`); iproute2: `ip`, which brings loopback up in the tests' private network namespace;
# redis-server and nginx: the realtime bus between API instances and the balancer in front of them
# (the scale-out tests start private ones on loopback); janus: the SFU for rooms above the mesh size.
set -euo pipefail
PACKAGES=(chromium chromium-headless-shell coturn iproute2 ffmpeg redis-server nginx janus radicale)
missing=()
for pkg in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && { echo "setup-system: ${PACKAGES[*]} present"; exit 0; }
if [ "$(id -u)" -ne 0 ]; then
  echo "setup-system: missing ${missing[*]}; run as root: apt-get update && apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "setup-system: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "setup-system: installed ${missing[*]}"
