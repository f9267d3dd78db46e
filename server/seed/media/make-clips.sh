#!/bin/sh
# How the three sample clips beside this script were made, once (ffmpeg 5.1, Debian 12). They are committed,
# so neither the server nor CI needs ffmpeg: the seed only copies them to DATA_DIR/media/videos.
# 320x180, 10 fps, H.264 baseline + AAC mono 16 kb/s, 12-24 s, each under 150 KB.
set -eu
cd "$(dirname "$0")"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
for spec in "a:24:0x2e7d32:0xf9a825" "b:12:0x1565c0:0x80deea" "c:15:0x6d4c41:0xffb300"; do
  IFS=: read -r name seconds from to <<SPEC
$spec
SPEC
  label=$(echo "$name" | tr a-z A-Z)
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=s=320x180:r=10:c0=${from}:c1=${to}:x0=0:y0=0:x1=320:y1=180:speed=0.02:d=${seconds},drawtext=fontfile=${FONT}:text='Agri Academy · ${label}':fontcolor=white:fontsize=20:x=(w-text_w)/2:y=(h-text_h)/2:shadowcolor=black@0.5:shadowx=1:shadowy=1" \
    -f lavfi -i "sine=frequency=220:sample_rate=22050:duration=${seconds},volume=0.15" \
    -c:v libx264 -preset veryslow -crf 38 -pix_fmt yuv420p -profile:v baseline -g 100 \
    -c:a aac -b:a 16k -ac 1 -movflags +faststart -shortest \
    -metadata title="Agri Academy sample clip ${label}" "clip-${name}.mp4"
done
