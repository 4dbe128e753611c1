#!/usr/bin/env bash
# Which hessian2 code makes the raw ceiling: the four steps of one call of each UserService method (write request, read
# request, write response, read response), timed with the thread's CPU clock, the codecs taking turns in one JVM
# (BodyCodecCpuTime; docs/benchmarks.md, "The raw ceiling's codec"). Build first:
#   mvn -B -ntp -DskipTests install -pl dubbo-benchmark/benchmark-rawnetty -am
# Usage: raw-codec-cpu-time.sh [--apache-hessian-lite-4] [codecs [warm-up s [rounds [ops per batch]]]]
#   default: tuned,hessian-lite 3 15 2000 with com.alibaba:hessian-lite 3.2.x (Apache Dubbo 3.2's);
#   --apache-hessian-lite-4: the "hessian-lite" codec over org.apache.dubbo:hessian-lite 4.0.4 (Apache Dubbo 3.3.6's)
#   instead, from the local Maven repository (the "tuned" codec is built on 3.2.x and cannot run on it)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
file="$here/benchmark-rawnetty/target/benchmark-classpath.txt"
if [[ ! -f "$file" ]]; then
  echo "not built: run  mvn -B -ntp -DskipTests install -pl dubbo-benchmark/benchmark-rawnetty -am" >&2
  exit 1
fi
cp="$(cat "$file")"
args=("$@")
if [[ "${1:-}" == "--apache-hessian-lite-4" ]]; then
  repo="$(mvn -q -B -ntp help:evaluate -Dexpression=settings.localRepository -DforceStdout 2>/dev/null \
    | sed "s/\x1b\[[0-9;]*m//g" || true)"
  jar="${repo:-$HOME/.m2/repository}/org/apache/dubbo/hessian-lite/4.0.4/hessian-lite-4.0.4.jar"
  if [[ ! -f "$jar" ]]; then
    echo "$jar is missing: build dubbo-benchmark/benchmark-rawnetty (its tests fetch it)" >&2
    exit 1
  fi
  cp="$(tr ':' '\n' <<< "$cp" | sed "s#.*/com/alibaba/hessian-lite/.*#$jar#" | paste -sd: -)"
  args=("${@:2}")
  [[ ${#args[@]} -eq 0 ]] && args=(hessian-lite)
fi
exec java -cp "$cp" io.github.dubbotuned.benchmark.rawnetty.BodyCodecCpuTime "${args[@]}"
