#!/usr/bin/env bash
# Regenerates the sign-in background (public/media/login-loop.{webm,mp4} and login-poster.jpg) with
# Debian's ffmpeg only: three soft blobs in the brand colours drifting over a dark purple base.
# Every blob position is a whole-number multiple of one 12 s period, so the clip loops seamlessly.
# Takes about 2 minutes on 2 cores (geq evaluates per pixel; it renders small and upscales).
set -euo pipefail
out="$(cd "$(dirname "$0")/.." && pwd)/public/media"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

P='(2*PI*T/12)'
S2='(2*pow(W*0.24,2))'
I1="exp(-(pow(X-W*(0.25+0.22*sin($P)),2)+pow(Y-H*(0.35+0.25*cos($P)),2))/$S2)"
I2="exp(-(pow(X-W*(0.75+0.20*cos($P+1)),2)+pow(Y-H*(0.50+0.30*sin(2*$P)),2))/$S2)"
I3="exp(-(pow(X-W*(0.50+0.32*sin(2*$P+2)),2)+pow(Y-H*(0.85+0.15*cos($P+0.5)),2))/$S2)"
W0=0.6 # weight of the dark base colour; higher keeps the backdrop calmer behind text
# Weighted average of base (#220E34) and primary #803CA8, secondary #E24C8E, tertiary #F88F54.
ch() { echo "($1*$W0+$2*$I1+$3*$I2+$4*$I3)/($W0+$I1+$I2+$I3)"; }
R=$(ch 34 128 226 248)
G=$(ch 14 60 76 143)
B=$(ch 52 168 142 84)

ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=black:s=256x144:r=24:d=12,format=gbrp" \
  -vf "geq=r='$R':g='$G':b='$B',format=yuv444p,scale=960:540:flags=bicubic,gblur=sigma=8,format=yuv420p" \
  -an -c:v ffv1 "$tmp/raw.mkv"
ffmpeg -hide_banner -loglevel error -y -i "$tmp/raw.mkv" -an -c:v libvpx-vp9 -crf 38 -b:v 0 -row-mt 1 \
  -deadline good -cpu-used 1 -pix_fmt yuv420p "$out/login-loop.webm"
ffmpeg -hide_banner -loglevel error -y -i "$tmp/raw.mkv" -an -c:v libx264 -preset slow -crf 30 \
  -pix_fmt yuv420p -profile:v main -movflags +faststart "$out/login-loop.mp4"
ffmpeg -hide_banner -loglevel error -y -i "$tmp/raw.mkv" -frames:v 1 -q:v 4 "$out/login-poster.jpg"
ls -la "$out"
