#!/usr/bin/env bash
# Regenerates the fuzz seed inputs that come from the golden frames captured from real Apache Dubbo peers
# (dubbo-remoting/src/test/resources/golden/): whole frames for the frame-stream target, bodies (header cut off)
# for the hessian2 target, the first JSONB value for the fastjson2 target. Files named golden-* are rewritten; findings (crash-*, other names) stay.
set -euo pipefail
cd "$(dirname "$0")/.."
golden=dubbo-remoting/src/test/resources/golden
frames=dubbo-remoting/src/test/resources/org/apache/dubbo/remoting/exchange/InboundBytesFuzzTestInputs/inboundBytes
hessian=dubbo-serialization/src/test/resources/org/apache/dubbo/common/serialize/SerializationFuzzTestInputs/hessian2Body
fastjson=dubbo-serialization/src/test/resources/org/apache/dubbo/common/serialize/SerializationFuzzTestInputs/fastjson2Value
mkdir -p "$frames" "$hessian" "$fastjson"
rm -f "$frames"/golden-* "$hessian"/golden-* "$fastjson"/golden-*
tail -n +2 "$golden/index.tsv" | while IFS=$'\t' read -r file version connection direction flag rest; do
  name="golden-${version}-$(basename "$file" .hex)"
  xxd -r -p "$golden/$file" > "$frames/$name"
  # serialization id = low 5 bits of the flag: 2 = hessian2, 23 = fastjson2
  case $(( flag & 0x1f )) in
    2) tail -c +17 "$frames/$name" > "$hessian/$name" ;;
    23) tail -c +21 "$frames/$name" > "$fastjson/$name" ;;  # the first value's JSONB, without its length
  esac
done
# whole conversations: every frame of one connection and direction back to back, as TCP delivers them
for version in 2.7.23 3.2.15 3.3.5; do
  for direction in c2s s2c; do
    out="$frames/golden-${version}-stream-consumer-1-${direction}"
    : > "$out"
    tail -n +2 "$golden/index.tsv" | awk -F'\t' -v v="$version" -v d="$direction" \
      '$2 == v && $3 == "consumer-1" && $4 == d {print $1}' | while read -r file; do
        xxd -r -p "$golden/$file" >> "$out"
      done
  done
done
echo "frames: $(ls "$frames" | wc -l), hessian2 bodies: $(ls "$hessian" | wc -l), fastjson2 bodies: $(ls "$fastjson" | wc -l)"
