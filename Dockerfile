# One image for both services: SERVICE=backend or SERVICE=gateway (see docker-compose.yml), one process
# each (scale with replicas). Without SERVICE it runs what `npm start` runs: the cluster launcher.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev
ENV NODE_ENV=production
CMD ["node", "dist/server/src/main.js"]
