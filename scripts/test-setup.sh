#!/usr/bin/env bash
# One-time machine setup for the test suite: Debian's Chromium (browser tests), PostgreSQL
# server binaries (the PostgreSQL test run) and Tesseract with its English model (the native OCR
# engine's tests). Nothing else is downloaded: Playwright never fetches a browser of its own.
set -euo pipefail

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' > /dev/null || need+=(postgresql)
command -v runuser > /dev/null || need+=(util-linux)
command -v tesseract > /dev/null || need+=(tesseract-ocr)
# Debian ships the English model as its own package; tesseract-ocr depends on it, but a trimmed
# install may lack it.
[ -f /usr/share/tesseract-ocr/5/tessdata/eng.traineddata ] || need+=(tesseract-ocr-eng)

if [ ${#need[@]} -eq 0 ]; then
  echo "test-setup: chromium, postgresql and tesseract already installed"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "test-setup: installing ${need[*]} from Debian's packages"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" > /dev/null
# Debian's postgresql package starts a cluster of its own; the tests start theirs on a free port.
if command -v pg_lsclusters > /dev/null; then
  $SUDO service postgresql stop > /dev/null 2>&1 || true
fi
echo "test-setup: done"
