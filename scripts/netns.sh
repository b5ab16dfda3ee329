#!/usr/bin/env bash
# Runs a command in a private network namespace whose only interface is loopback, so nothing it
# starts (Kora, coturn, Chromium's WebRTC) can send a packet off this machine: the end-to-end suite
# and the meeting benchmark run through it. As root: `unshare -n`. Otherwise `unshare -rn` (an
# unprivileged user namespace) when the kernel allows one. When neither works it says why and runs
# the command on the host's network as before. Inside, KORA_NETNS is "isolated"; outside, "host".
# Install packages and build before calling it: the namespace has no network.
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: scripts/netns.sh COMMAND [ARGS…]" >&2; exit 64; }
[ "${KORA_NETNS:-}" = "isolated" ] && exec "$@"

# KORA_NETNS_SFU_ADDRESS (e.g. 127.0.0.2): also a veth pair carrying that address, because Janus
# gathers no candidates on loopback (../shared/MACHINE.md); only ever inside the private namespace.
inner='ip link set lo up && if [ -n "${KORA_NETNS_SFU_ADDRESS:-}" ]; then ip link add kora0 type veth peer name kora1 && ip addr add "$KORA_NETNS_SFU_ADDRESS/32" dev kora0 && ip link set kora0 up && ip link set kora1 up; fi && exec "$@"'
if ! command -v ip >/dev/null; then
  reason="'ip' is missing (apt-get install -y iproute2)"
elif [ "$(id -u)" -eq 0 ] && why=$(unshare -n true 2>&1); then
  exec unshare -n env KORA_NETNS=isolated bash -c "$inner" netns "$@"
elif why=$(unshare -rn sh -c 'ip link set lo up' 2>&1); then
  exec unshare -rn env KORA_NETNS=isolated bash -c "$inner" netns "$@"
else
  reason="unshare -rn failed: ${why:-no reason given} (unprivileged user namespaces are off; run as root for unshare -n)"
fi
if [ -n "${KORA_NETNS_SFU_ADDRESS:-}" ]; then
  echo "netns: the SFU needs a private network namespace (it adds a veth there, never on the host): ${reason}" >&2
  exit 1
fi
echo "netns: no private network namespace: ${reason}. Running on the host's network instead: media between the browsers stays on this machine, but nothing fences it in." >&2
KORA_NETNS=host exec "$@"
