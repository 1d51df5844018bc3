# syntax=docker/dockerfile:1
#
# Amsterdam Developers: the static site and its server (with the Ask AI API)
# in one image, as docs/backend/docker-usage.md asks: a build stage with the
# full toolchain, a slim runtime stage with only the runtime dependencies, a
# base image pinned by tag and digest, a non-root numeric user, no secrets.
#
#   docker build --pull -t amsterdam-developers:$(git rev-parse --short HEAD) .
#   docker run -p 3000:3000 amsterdam-developers:<tag>
#
# Another retention period for readers' questions and votes is a build argument
# (--build-arg ASK_AI_RETENTION_DAYS=90): the privacy page is built stating it.
#
# The base image (Node 24 LTS on Debian bookworm, slim) is named, with its
# digest, in each FROM line, so that Dependabot's docker ecosystem sees it and
# updates the two lines together; behind a build argument it would not.

# What compiling needs: better-sqlite3 builds from source where its prebuilt binary cannot be downloaded.
FROM node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app

FROM toolchain AS build
# Dependencies first, so a change to the pages does not reinstall them.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The period the privacy page states; the runtime stage applies the same one, and the server refuses to start
# with another. Unset, both take the default.
ARG ASK_AI_RETENTION_DAYS
# Builds the pages, hashes their inline code for the CSP, precompresses them and compiles the server to dist/.
RUN npm run build

# The runtime dependencies only, compiled here so the runtime stage needs no compiler.
FROM toolchain AS deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d AS runtime
ARG ASK_AI_RETENTION_DAYS
# ALLOWED_HOSTS: the host names the site is reached by, comma-separated. The MCP server at /mcp answers only these,
# refusing other Host headers against DNS rebinding; empty, as here, that is localhost's alone, so set it where the
# image runs under its public name: docker run -e ALLOWED_HOSTS=developers.amsterdam …
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    SITE_DIR=/app/build \
    DATA_DIR=/app/data \
    ALLOWED_HOSTS="" \
    ASK_AI_RETENTION_DAYS=${ASK_AI_RETENTION_DAYS}
WORKDIR /app
COPY package.json package-lock.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/dist ./dist
# The only place the process may write (the assistant's SQLite file when no DATABASE_URL is set).
RUN mkdir -p /app/data && chown 1000:1000 /app/data
# The image's "node" user, by number: the code and the build stay owned by root, read-only to the process.
USER 1000:1000
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1's only child of note: it receives SIGTERM and drains (see server/shutdown.ts).
STOPSIGNAL SIGTERM
# A 4 MB young generation (V8's default is 16): under load the peak RSS stays under 200 MB, at the same throughput.
CMD ["node", "--max-semi-space-size=4", "dist/server/index.js"]
