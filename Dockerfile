# Dekka in one image: the server (run from its TypeScript sources by tsx, as `npm start` does) and
# the built web app it serves. docs/operations.md says how to run it; compose.yaml is an example.

# Stage 1: every dependency, to build the web app.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/availability/package.json packages/availability/
COPY packages/contracts/package.json packages/contracts/
COPY packages/validation/package.json packages/validation/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Stage 2: production dependencies of the server only (no Vite, Vitest, Playwright...).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/availability/package.json packages/availability/
COPY packages/contracts/package.json packages/contracts/
COPY packages/validation/package.json packages/validation/
RUN npm ci --no-audit --no-fund --omit=dev --workspace=@dekka/server --include-workspace-root

# Stage 3: what runs, as the unprivileged `node` user (the files stay root's: read-only to it).
FROM node:20-bookworm-slim
WORKDIR /app
# node_modules at the root and under each workspace that nests its own versions.
COPY --from=deps /app ./
COPY packages ./packages
COPY apps/server ./apps/server
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The public pages' server rendering (docs/decisions/079); without it they are drawn by the browser.
COPY --from=build /app/apps/web/dist-server ./apps/web/dist-server
RUN mkdir -p /data && chown node:node /data
USER node
ENV HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/apps/web/dist
EXPOSE 3000
VOLUME ["/data"]
# Liveness; orchestrators should probe readiness at /api/health/ready themselves.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node is PID 1 and handles SIGTERM itself: it drains, then exits (docs/operations.md).
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "apps/server/src/server.ts"]
