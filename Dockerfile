# syntax=docker/dockerfile:1
# Build stage: install everything, build the shop into plain JavaScript (scripts/build.ts), drop dev dependencies.
# Nothing is compiled: better-sqlite3 13 ships its binary for each platform (decision 022).
# Node 24: the version .nvmrc names and CI runs (.ci/run checks that both FROM lines agree with .nvmrc).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# Runtime stage: the build, production dependencies, a non-root user and a data volume; no sources.
FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 COMMERCE_API_PORT=4000 DATA_DIR=/app/data
# As `npm start` runs it (docs/decisions/010): glibc gives large blocks (scrypt's 16 MB per password check)
# back to the system instead of keeping them, and keeps two arenas instead of one per thread (a thread's
# arena keeps what it once held); the API process has the workers' small young generation.
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=32768
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The built start script itself, not npm, is PID 1 so that SIGTERM reaches it and shuts down gracefully.
CMD ["node", "--max-semi-space-size=4", "build/start.js"]
