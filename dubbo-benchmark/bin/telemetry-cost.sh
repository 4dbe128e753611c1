#!/usr/bin/env bash
# What transport telemetry costs one side of a call (see TelemetryCostMain and docs/observability.md). Build first:
#   mvn -B -ntp -DskipTests package -pl dubbo-benchmark/benchmark-transport -am
#   dubbo-benchmark/bin/telemetry-cost.sh [--pairs 40] [--calls-per-block 100000]    thread CPU time, alternating
#   dubbo-benchmark/bin/telemetry-cost.sh jmh [JMH options, e.g. -f 3 -prof gc]       the same under JMH
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
module="$here/benchmark-transport/target"
if [[ ! -f "$module/transport-benchmark.classpath" ]]; then
  echo "not built: run  mvn -B -ntp -DskipTests package -pl dubbo-benchmark/benchmark-transport -am" >&2
  exit 1
fi
cp="$module/classes:$(cat "$module/transport-benchmark.classpath")"
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
if [[ "${1:-}" == jmh ]]; then
  shift
  exec "$java" -cp "$cp" org.openjdk.jmh.Main io.github.dubbotuned.benchmark.transport.TelemetryBenchmark "$@"
fi
exec "$java" -cp "$cp" io.github.dubbotuned.benchmark.transport.TelemetryCostMain "$@"
