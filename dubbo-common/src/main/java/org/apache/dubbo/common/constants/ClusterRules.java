package org.apache.dubbo.common.constants;

/**
 * Names of the built-in cluster strategies, as written in {@code cluster="..."}.
 */
public interface ClusterRules {

    String FAIL_OVER = "failover";
    String FAIL_FAST = "failfast";
    String FAIL_SAFE = "failsafe";
    String FAIL_BACK = "failback";
    String FORKING = "forking";
    String BROADCAST = "broadcast";
    String AVAILABLE = "available";
    String MERGEABLE = "mergeable";
    String EMPTY = "";
}
