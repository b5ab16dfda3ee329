#!/usr/bin/env bash
# Runs a command through scripts/netns.sh WITH the SFU's veth (KORA_NETNS_SFU_ADDRESS, 127.0.0.2 by
# default) when a private namespace with a veth can be made here, so the e2e run can start Janus
# (playwright.config.ts); when it cannot, through scripts/netns.sh without it: the suite still runs,
# with no Janus, and the SFU specs skip saying why (scripts/janus/e2e.ts).
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: scripts/janus/netns-sfu.sh COMMAND [ARGS…]" >&2; exit 64; }
netns="$(dirname "$0")/../netns.sh"
address="${KORA_NETNS_SFU_ADDRESS:-127.0.0.2}"
if [ "${KORA_NETNS:-}" != "isolated" ] && why=$(KORA_NETNS_SFU_ADDRESS="$address" bash "$netns" true 2>&1); then
  KORA_NETNS_SFU_ADDRESS="$address" exec bash "$netns" "$@"
fi
[ "${KORA_NETNS:-}" = "isolated" ] || echo "netns-sfu: no namespace with the SFU's veth (${why:-}); running without Janus." >&2
unset KORA_NETNS_SFU_ADDRESS
exec bash "$netns" "$@"
