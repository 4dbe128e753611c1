#!/usr/bin/env bash
# Long fuzzing campaigns for the @FuzzTest targets (the build only replays their committed inputs).
#
#   fuzz/fuzz.sh --list                          the targets
#   fuzz/fuzz.sh <target> [duration]             fuzz one target, e.g. fuzz/fuzz.sh frames 30m (default 30m)
#
# One target per run (Jazzer fuzzes a single test per JVM); the machine is shared, so run one or two at a time.
# The generated corpus stays in <module>/.cifuzz-corpus/ (git-ignored) and is reused by the next run; a finding
# is written next to the committed inputs (<module>/src/test/resources/<package>/<Class>Inputs/<method>/crash-*)
# and fails the run: fix the bug, give the file a name that says what it is, commit it as a regression input.
# Output: fuzz/target/<target>-<timestamp>.log; the libFuzzer status lines (#runs, cov, corp, exec/s) are in it.
set -euo pipefail
cd "$(dirname "$0")/.."

targets() {
  # name, module, test, the libraries (besides org.apache.dubbo) whose coverage guides the fuzzer
  cat <<'LIST'
frames         dubbo-remoting       org.apache.dubbo.remoting.exchange.InboundBytesFuzzTest#inboundBytes     io.netty.handler.codec.**,com.alibaba.**
hessian2       dubbo-serialization  org.apache.dubbo.common.serialize.SerializationFuzzTest#hessian2Body     com.alibaba.**
fastjson2      dubbo-serialization  org.apache.dubbo.common.serialize.SerializationFuzzTest#fastjson2Value   com.alibaba.**
url            dubbo-common         org.apache.dubbo.common.UrlFuzzTest#parse                                -
provider-url   dubbo-registry       org.apache.dubbo.registry.zookeeper.ProviderUrlsFuzzTest#children        -
instance-json  dubbo-registry       org.apache.dubbo.registry.client.InstanceNodeFuzzTest#instanceNode       com.fasterxml.**,org.apache.curator.**
config-value   dubbo-common         org.apache.dubbo.config.ConfigValueFuzzTest#refresh                      -
LIST
}

if [[ $# -lt 1 || $1 == --list || $1 == -h ]]; then
  targets
  exit 0
fi
name=$1
duration=${2:-30m}
row=$(targets | awk -v n="$name" '$1 == n')
if [[ -z $row ]]; then
  echo "unknown target '$name'; fuzz/fuzz.sh --list shows them" >&2
  exit 2
fi
read -r _ module test libraries <<<"$row"
instrument=org.apache.dubbo.**
if [[ $libraries != - ]]; then instrument=$instrument,$libraries; fi
case $duration in
  *h) seconds=$(( ${duration%h} * 3600 )) ;;
  *m) seconds=$(( ${duration%m} * 60 )) ;;
  *s) seconds=${duration%s} ;;
  *) seconds=$duration ;;
esac
mkdir -p fuzz/target
log=fuzz/target/$name-$(date +%Y%m%d-%H%M%S).log
echo "fuzzing $test in $module for ${seconds}s; log: $log"
# coverage of our code and of the libraries that parse the input guides the fuzzer into them
JAZZER_FUZZ=1 JAZZER_MAX_DURATION=${seconds}s mvn -B -ntp test -pl "$module" -am \
  -Dtest="$test" -Dsurefire.failIfNoSpecifiedTests=false -Dfuzz.hooks=true \
  -Dsurefire.timeout=$(( seconds + 900 )) \
  -DargLine="-Xmx2g -Djazzer.instrument=$instrument" -Dfuzz.jvm.args="-Xmx2g -Djazzer.instrument=$instrument" \
  >"$log" 2>&1 && status=0 || status=$?
grep -E '^#[0-9]+' "$log" | tail -n 2 || true
grep -E 'Tests run:|FuzzTestFinding|BUILD' "$log" | tail -n 4 || true
exit $status
