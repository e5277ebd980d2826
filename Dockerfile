# BrandSocial from Debian's packages and npm only: Node 20 and ffmpeg from Debian trixie.
FROM debian:trixie-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends nodejs npm ca-certificates python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM debian:trixie-slim
RUN apt-get update && apt-get install -y --no-install-recommends nodejs ffmpeg ca-certificates fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/* && useradd --system --home /app brandsocial
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
# compose.yaml mounts named volumes on /data/media and /data/.incoming: a new volume takes its
# owner from the path in the image, and is root-owned when the path is missing, so the server
# could not write media.
RUN mkdir -p /data/media /data/.incoming && chown -R brandsocial /data
USER brandsocial
VOLUME /data
EXPOSE 3000
# Follows PORT, so a container run with another port is not marked unhealthy.
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server/main.js"]
