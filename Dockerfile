# Build stage: the client bundle needs the dev dependencies (Vite and its React plugin).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --include=dev
COPY . .
RUN npx vite build

# Runtime stage: production dependencies only (tsx, which runs the TypeScript server, is one of them),
# run as the image's unprivileged `node` user.
FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    DEPLOYMENT=true \
    BILLING_MODE=stripe \
    DATA_DIR=/app/data \
    CLIENT_DIST_DIR=/app/dist/client
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY tsconfig.json ./
COPY server ./server
COPY shared ./shared
COPY migrations ./migrations
COPY --from=build /app/dist/client ./dist/client
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
CMD ["node", "--import", "tsx", "server/src/main.ts"]
