package org.apache.dubbo.common.constants;

/**
 * Names of the built-in load balancers, as written in {@code loadbalance="..."}.
 */
public interface LoadbalanceRules {

    String RANDOM = "random";
    String ROUND_ROBIN = "roundrobin";
    String LEAST_ACTIVE = "leastactive";
    String CONSISTENT_HASH = "consistenthash";
    String SHORTEST_RESPONSE = "shortestresponse";
    String ADAPTIVE = "adaptive";
    String EMPTY = "";
}
