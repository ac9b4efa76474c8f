# One image for both apps; docker-compose.yml picks the command. Build: docker build -t dealer-platform .
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && NEXT_TELEMETRY_DISABLED=1 npx turbo run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
# The apps run as the image's unprivileged `node` user; see below for what it may write.
COPY --from=build --chown=root:root /app /app
# Writable: the media folder and Next's caches (ISR pages, optimised images); the code is not.
RUN mkdir -p /media && chown node:node /media && chown -R node:node /app/site/.next /app/cms/.next
USER node
EXPOSE 3000 3001
