#!/usr/bin/env bash
# The end-to-end journeys need Chromium's headless shell and the media pipeline needs ffmpeg: Debian's
# packages. As root they are installed when missing; otherwise we say exactly what to install.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
missing=()
[ -x "$chromium" ] || missing+=(chromium-headless-shell)
command -v "${FFMPEG_PATH:-ffmpeg}" >/dev/null 2>&1 || missing+=(ffmpeg)
command -v "${FFPROBE_PATH:-ffprobe}" >/dev/null 2>&1 || { [[ " ${missing[*]} " == *" ffmpeg "* ]] || missing+=(ffmpeg); }
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} from Debian's packages…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-dejavu-core >/dev/null
  exit 0
fi

echo "BrandSocial's tests need these Debian packages: ${missing[*]}" >&2
echo "Install them with:  sudo apt-get install -y ${missing[*]}" >&2
echo "(or point CHROMIUM_PATH / FFMPEG_PATH / FFPROBE_PATH at existing binaries)" >&2
exit 1
