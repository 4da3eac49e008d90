#!/usr/bin/env bash
# Installs everything the tests need on a fresh Debian machine: Debian's Chromium for Playwright
# (npm tools must never download their own browser here), Debian's nginx for the tests of the
# production server config (deploy/nginx/, with its JavaScript module) and the npm dependencies from the lockfile.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
# nginx's JavaScript module: the Markdown negotiation in deploy/nginx/negotiate.js runs in it.
[ -f /usr/lib/nginx/modules/ngx_http_js_module.so ] || missing+=(libnginx-mod-http-js)
# Optional: nginx's brotli_static module, so the config also serves the .br files of the build.
# Installed when we can (root); without it nginx serves gzip and the brotli test is skipped.
if [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] && [ "$(id -u)" -eq 0 ]; then
  missing+=(libnginx-mod-http-brotli-static)
fi
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "setup: need root to install ${missing[*]} with apt-get (or install them yourself)" >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi

# `npm install`, not `npm ci`: with this machine's npm setting `omit-lockfile-registry-resolved`,
# the lockfile cannot record other platforms' optional packages (SWC, Rollup binaries), and `npm ci`
# rejects such a lockfile as out of sync. `npm install` installs exactly the locked versions.
# `--prefer-offline` takes package metadata from npm's cache when it is there instead of asking the
# registry about each of the 2,100 packages again (84 s against 153 s on a warm cache here); what
# the cache lacks still comes from the registry.
npm install --no-audit --no-fund --prefer-offline
