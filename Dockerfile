# syntax=docker/dockerfile:1
# The care-call console for a real deployment (docs/deployment.md): the built console and the bundled
# backend on Node 24, run as the unprivileged user `node`, with the data folder as a volume.
#   docker build -t care-call-console .
#   docker run -d -p 8080:8080 -v care-call-data:/data -e CS_TWIN=off care-call-console

ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Build: every dependency, then the console (vite) and the backend bundle (esbuild).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY rules/package.json rules/
COPY twin/package.json twin/
COPY backend/package.json backend/
COPY console/package.json console/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. What the bundle loads at run time: the production dependencies of the server's workspaces only
#    (no console libraries, no build or test tools).
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY rules/package.json rules/
COPY twin/package.json twin/
COPY backend/package.json backend/
COPY console/package.json console/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
      --workspace backend --workspace twin --workspace contracts --workspace rules

# 3. The image: the bundle, the files it reads beside its sources (GraphQL SDL, the scenario library's
#    names, the built console and the display's server renderer), and the data folder.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    CS_DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/backend/src/modules backend/src/modules
COPY --from=build /app/scenarios/library scenarios/library
COPY --from=build /app/console/dist console/dist
# the wall display's server renderer (ARCHITECTURE §12a): one self-contained bundle, loaded by main.ts
COPY --from=build /app/console/dist-ssr console/dist-ssr
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# Liveness only: /readyz also reports the links to the Gets and hubs, which a restart would not mend.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "backend/dist/main.js"]
