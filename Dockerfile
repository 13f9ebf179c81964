# syntax=docker/dockerfile:1
# Storefront image (default target) and the reference backend's (`--target backend`): install,
# build, then slim non-root runtimes with only their own production dependencies.
# Proven without a Docker engine by running the same steps by hand in a clean clone
# (docs/operations.md, "Verified without Docker").

FROM node:20-bookworm-slim AS toolchain
WORKDIR /app
# better-sqlite3 and sharp serve only the reference backend (its own workspace package); both
# ship prebuilt binaries for linux-x64/arm64 glibc, the toolchain is the fallback for others.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY backend/package.json ./backend/

FROM toolchain AS deps
# `npm install`, not `npm ci`: the lock file lacks other platforms' optional packages
# (rollup's, esbuild's …), which `npm ci` refuses (docs/operations.md).
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

# The storefront's production dependencies only: none of the reference backend's.
FROM toolchain AS storefront-deps
RUN npm install --omit=dev --workspaces=false --no-audit --no-fund

# The reference backend's production dependencies only (its bundle carries the rest).
FROM toolchain AS backend-deps
RUN npm install --omit=dev --workspace=backend --no-audit --no-fund

# The reference backend for the compose example (`target: backend`); production runs none.
FROM node:20-bookworm-slim AS backend
ENV NODE_ENV=production
WORKDIR /app
COPY --from=backend-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build/backend ./build/backend
COPY --from=build --chown=node:node /app/backend/content ./backend/content
# Its SQLite data (a volume in compose.yaml), writable by the node user.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3001
CMD ["node", "build/backend/main.js"]

# The storefront: the default (last) target.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000
# V8 would let the heap grow towards a quarter of the machine's memory before collecting
# it fully (400-500 MB resident under load); bounded, the storefront stays near
# 200 MB once the flag client's impression memory is bounded too (ADR 018). `npm run bench`
# starts the storefront with this same value (ADR 029).
ENV NODE_OPTIONS=--max-old-space-size=192
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=storefront-deps --chown=node:node /app/node_modules ./node_modules
# build/server (the shop), public/ with the hashed assets.
COPY --from=build --chown=node:node /app/build/server ./build/server
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/config ./config
# The production server in front of Remix (plain JavaScript, no build step; ADR 028).
COPY --from=build --chown=node:node /app/server ./server
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Exec form, so SIGTERM reaches node: the server stops accepting and lets in-flight requests
# finish, then the app closes the flag client, flushes its logs and exits within
# SHUTDOWN_TIMEOUT_MS (ADR 028). PORT, HOST and SHOP_BUILD_DIR (default build) apply.
CMD ["node", "server/main.mjs"]
