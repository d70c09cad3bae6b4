#!/bin/sh
# A self-signed certificate for trying deploy/nginx/steady-ground.conf (browsers will warn).
# Usage: deploy/make-self-signed-cert.sh [folder] [hostname]
set -eu
dir="${1:-/etc/ssl/steady-ground}"
host="${2:-localhost}"
mkdir -p "$dir"
openssl req -x509 -newkey rsa:2048 -nodes -days 30 \
  -keyout "$dir/key.pem" -out "$dir/cert.pem" \
  -subj "/CN=$host" -addext "subjectAltName=DNS:$host" 2>/dev/null
chmod 600 "$dir/key.pem"
echo "wrote $dir/cert.pem and $dir/key.pem"
