# syntax=docker/dockerfile:1
# DevForge as a container: the same install and build as CI (`npm ci`, `npx vite build`), then a
# small runtime image that runs as an unprivileged user with its data in a volume.
#   docker build -t devforge .
#   docker run -p 8787:8787 -v devforge-data:/data devforge
#   docker build --build-arg BASE_PATH=/devforge/ -t devforge .   (served under a sub-path)
# With PostgreSQL: compose.yaml. Documented in docs/OPERATIONS.md.

# The sub-path behind a reverse proxy (empty: the root). The build writes it into every address the
# browser uses and the server takes it off each request, so both stages get the same value.
ARG BASE_PATH=""

FROM node:20-bookworm-slim AS build
ARG BASE_PATH
WORKDIR /app
# better-sqlite3 compiles from source (its prebuilt download is not used).
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# BASE_PATH reaches the build through the environment, as it does with `npm start`.
RUN npx vite build --logLevel warn \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ARG BASE_PATH
ENV NODE_ENV=production \
    BASE_PATH=${BASE_PATH} \
    HOST=0.0.0.0 \
    PORT=8787 \
    DATA_DIR=/data \
    STATIC_DIR=dist/web \
    SHUTDOWN_DELAY_MS=2000
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist/web ./dist/web
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/common ./common
# The operations API runs the tools' operations, read from their folders.
COPY --from=build --chown=node:node /app/web/src ./web/src
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8787
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8787) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/src/main.ts"]
