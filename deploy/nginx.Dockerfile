# Debian's nginx with the cache_purge module that deploy/nginx-ir-website.conf's shared cache takes
# purges through (docs/operations.md, A shared cache in front); Debian's nginx.conf loads it from
# modules-enabled and includes sites-enabled.
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-cache-purge \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default
CMD ["nginx", "-g", "daemon off;"]
