# API Market gateway + built client, for docker compose (not used by tests).
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY gateway/package.json gateway/
COPY client/package.json client/
COPY packages/rules/package.json packages/rules/
COPY packages/snippets/package.json packages/snippets/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-slim
WORKDIR /app
# Memory (issue #35): the same settings as `npm start` (scripts/lib/gateway-runtime.mjs).
ENV NODE_ENV=production PORT=4000 HOST=0.0.0.0 MALLOC_ARENA_MAX=2
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/gateway/package.json gateway/
COPY --from=build /app/client/package.json client/
COPY --from=build /app/packages/rules/package.json packages/rules/
COPY --from=build /app/packages/snippets/package.json packages/snippets/
# -w gateway installs the gateway's dependencies, the shared workspaces (links) among them.
RUN npm ci --omit=dev --no-audit --no-fund -w gateway
COPY --from=build /app/packages/rules/dist packages/rules/dist
COPY --from=build /app/packages/snippets/dist packages/snippets/dist
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/client/dist client/dist
EXPOSE 4000
RUN mkdir -p /data && chown node:node /data
USER node
CMD ["node", "--max-semi-space-size=16", "--heap-growing-percent=20", "gateway/dist/server.js"]
