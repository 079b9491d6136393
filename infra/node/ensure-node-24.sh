#!/usr/bin/env bash
# Prints the directory of a Node 24 binary, installing one first when the machine's Node is older.
# Node 24 LTS comes from the npm registry as a package with the binary inside (node-<os>-<arch>),
# the one registry every machine of ours reaches; it lands in a cache outside the checkout.
# Used by .ci/run (PATH="$(bash infra/node/ensure-node-24.sh):$PATH") and by the launcher.
set -euo pipefail

REQUIRED_MAJOR=24
current_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if (( current_major >= REQUIRED_MAJOR )); then
  dirname "$(command -v node)"
  exit 0
fi

case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "ensure-node-24: no Node ${REQUIRED_MAJOR} package for $(uname -m)" >&2; exit 1 ;;
esac
case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  *) echo "ensure-node-24: no Node ${REQUIRED_MAJOR} package for $(uname -s)" >&2; exit 1 ;;
esac

home="${ARRENDO_NODE_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/arrendo/node-${REQUIRED_MAJOR}}"
bin="${home}/node_modules/node-${os}-${arch}/bin"
if [[ ! -x "${bin}/node" ]]; then
  echo "ensure-node-24: installing node-${os}-${arch}@${REQUIRED_MAJOR} into ${home}" >&2
  npm install --prefix "${home}" --no-save --no-package-lock --no-audit --no-fund \
    "node-${os}-${arch}@${REQUIRED_MAJOR}" >&2
fi
echo "${bin}"
