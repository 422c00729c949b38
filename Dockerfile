FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --include=dev
COPY . .
RUN npx vite build
EXPOSE 3000
CMD ["node", "--import", "tsx", "server/src/main.ts"]
