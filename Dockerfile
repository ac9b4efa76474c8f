# One image for both apps; docker-compose.yml picks the command. Build: docker build -t dealer-platform .
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && NEXT_TELEMETRY_DISABLED=1 npx turbo run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
COPY --from=build /app /app
EXPOSE 3000 3001
