# syntax=docker/dockerfile:1
# Passerelle's production image (ADR 0074). Built with `docker build -t passerelle .` or by
# `docker compose up` (compose.yaml). Docker does not run where this file was written: it is linted
# and checked by tests/unit/container-files.test.ts, and its install and build steps are the ones
# .ci/run exercises on every change (`npm ci`, then `npm run build` inside `npm test`).

# Node 24.21.0, as package.json's engines.node, .nvmrc and the node@24 devDependency say; Debian
# bookworm (glibc: `npm start` tunes glibc's allocator, and Typst's prebuilt binary is the -gnu one).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# --- build: every dependency, then the production build -----------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

# --- runtime: production dependencies only, no browser, not root -----------------------------------
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
COPY package.json package-lock.json ./
# Without the devDependencies the node@24 package is absent, so `node` is this image's own Node 24.
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/build ./build
# The sources that `npm run admin:create` and `npm run db:migrate` run (Node 24 strips the types),
# the container's start command and the bucket creator compose.yaml runs once.
COPY server ./server
COPY core ./core
COPY content ./content
COPY scripts/container-start.sh scripts/admin-create.ts scripts/create-bucket.ts ./scripts/
# data/: the SQLite file (single-instance use), the generated auth secret when none is given,
# PDF cache, uploads while received. Owned by the user the server runs as.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
ENV HOST=0.0.0.0 PORT=3000
EXPOSE 3000
VOLUME ["/app/data"]
# /api/ready: the database answers and the instance is not stopping (503 from SIGTERM on, ADR 0071).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
# package.json's start script (its flags and environment) run by this image's Node, with no npm or
# shell left in between: Node receives SIGTERM itself (scripts/container-start.sh).
CMD ["sh", "/app/scripts/container-start.sh"]
