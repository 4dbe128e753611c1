#!/bin/sh
# Runs the demo: a provider and consumers in one JVM, meeting through an embedded ZooKeeper (or the one named with
# -Ddubbo.registry.address=zookeeper://host:2181 in JAVA_OPTS), calling with several connection / IO-thread settings.
set -e
home=$(cd "$(dirname "$0")/.." && pwd)
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
exec "$java" $JAVA_OPTS -cp "$home/lib/*:$home/demo/*" org.apache.dubbo.demo.DemoMain "$@"
