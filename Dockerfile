# syntax=docker/dockerfile:1
# Grayline in three stages: build with the dev dependencies, install the runtime dependencies
# alone, then a small image with the build and those dependencies (docs/deploy.md).

# 1. The build: client (with brotli and gzip copies), compiled server, migrated database image.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json vite.config.ts ./
COPY scripts ./scripts
COPY migrations ./migrations
COPY src ./src
RUN npm run build

# 2. What the server needs at run time, without build or test tools.
FROM node:20-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# 3. The image: no sources, no compiler, run as an unprivileged user.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    LOG_FORMAT=json
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY package.json ./
COPY migrations ./migrations
COPY scripts/start.mjs ./scripts/start.mjs
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
# Clinical text and the session secret live here (PGlite); mount a volume and back it up.
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server handles SIGTERM itself: in-flight requests finish, the database closes.
CMD ["node", "scripts/start.mjs"]
