#!/usr/bin/env bash
# Regenerates dubbo-remoting/src/test/resources/golden/ from real Apache Dubbo peers (see the README there).
# Usage: dubbo-interop/capture-golden-frames.sh [--versions 2.7.23,3.2.15,3.3.5] [--out DIR]
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

mvn -q -pl dubbo-interop/golden-capture -am process-classes

module="$root/dubbo-interop/golden-capture"
classpath="$module/target/classes:$(cat "$module/target/capture-classpath.txt")"
mkdir -p "$module/target/interop-logs"

exec java -Xmx256m --add-opens java.base/java.lang=ALL-UNNAMED --add-opens java.base/java.math=ALL-UNNAMED -Dinterop.root="$root" -Dinterop.logs.dir="$module/target/interop-logs" \
  -cp "$classpath" interop.capture.GoldenCaptureMain "$@"
