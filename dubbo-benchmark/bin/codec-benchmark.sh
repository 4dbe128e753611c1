#!/usr/bin/env bash
# The codec microbenchmark: encode + decode of every UserService request and response with hessian2, with the
# hessian2 fast paths off (hessian-lite's own code) and on, in one JMH run. Build first:
#   mvn -B -ntp -DskipTests package -pl dubbo-benchmark/benchmark-codec -am
# A first argument not starting with '-' picks benchmark methods (a regex, e.g. 'listUser.*'); every other
# argument is passed to JMH, e.g.  -prof gc  (B/op),  -f 3,  -wi 3 -i 5,  -p fastPath=true
#   codec-benchmark.sh --cpu-time [rounds [warm-up-s batches ops-per-batch]]   thread CPU time per operation instead
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
module="$here/benchmark-codec/target"
if [[ ! -f "$module/codec-benchmark.classpath" ]]; then
  echo "not built: run  mvn -B -ntp -DskipTests package -pl dubbo-benchmark/benchmark-codec -am" >&2
  exit 1
fi
cp="$module/classes:$(cat "$module/codec-benchmark.classpath")"
if [[ "${1:-}" == "--cpu-time" ]]; then
  # thread CPU time per operation, fast paths off and on in alternating JVMs (rounds = $2, default 2):
  # for machines where other load makes wall-clock figures meaningless
  rounds="${2:-2}"
  for ((r = 1; r <= rounds; r++)); do
    for fast in false true; do
      java -Ddubbo.hessian.fastPath=$fast -cp "$cp" io.github.dubbotuned.benchmark.codec.CodecCpuTime "${@:3}"
    done
  done
  exit 0
fi
pattern="io.github.dubbotuned.benchmark.codec.CodecBenchmark"
if [[ $# -gt 0 && "$1" != -* ]]; then
  pattern="$pattern.$1"
  shift
fi
exec java -cp "$cp" org.openjdk.jmh.Main "$pattern" "$@"
