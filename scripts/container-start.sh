#!/bin/sh
# The container image's command (Dockerfile CMD; ADR 0074): package.json's `start` script, run by
# the image's own Node 24 with no npm in between. The image installs production dependencies only,
# so the `node@24` devDependency that `npm start` finds first on a developer's machine (ADR 0001)
# is absent, and `node` is the base image's. package.json stays the one place that sets the
# production flags and environment (ADR 0049): this reads them from there. The script is
# `[VAR=value …] exec node [flags] build/server/index.js` (checked by server/testing/start-command.ts),
# so after the two `exec`s Node itself is this process: SIGTERM reaches it directly (ADR 0017, 0071).
set -eu
cd "$(dirname "$0")/.."
start="$(node -e 'process.stdout.write(JSON.parse(require("node:fs").readFileSync("package.json", "utf8")).scripts.start)')"
exec sh -c "$start"
