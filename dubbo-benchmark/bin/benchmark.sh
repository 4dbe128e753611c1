#!/bin/sh
# Runs the benchmark (see docs/benchmarks.md). Builds nothing: in a source tree build first with
#   mvn -B -ntp -DskipTests verify -pl dubbo-benchmark/benchmark-runner -am
# then run, e.g.
#   dubbo-benchmark/bin/benchmark.sh --experiments side-by-side --rounds 2
# Every option is described in RunnerMain's javadoc and in docs/benchmarks.md. "charts <results dir>" as the first
# argument redraws the PNG charts of a results directory instead.
set -e
here=$(cd "$(dirname "$0")" && pwd)
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
if [ -d "$here/../lib/benchmark/benchmark-runner" ]; then
  # binary distribution: lib/benchmark/<module>/*.jar
  lib=$(cd "$here/../lib/benchmark" && pwd)
  cp="$lib/benchmark-runner/*"
  location="-Dbenchmark.lib=$lib"
else
  root=$(cd "$here/../.." && pwd)
  file="$root/dubbo-benchmark/benchmark-runner/target/benchmark-classpath.txt"
  if [ ! -f "$file" ]; then
    echo "$file is missing: build first (mvn -B -ntp -DskipTests verify -pl dubbo-benchmark/benchmark-runner -am)" >&2
    exit 1
  fi
  cp=$(cat "$file")
  location="-Dbenchmark.root=$root"
fi
main=io.github.dubbotuned.benchmark.runner.RunnerMain
if [ "$1" = "charts" ]; then
  shift
  main=io.github.dubbotuned.benchmark.runner.ChartMain
fi
exec "$java" -Xmx256m -Djava.awt.headless=true "$location" -cp "$cp" "$main" "$@"
