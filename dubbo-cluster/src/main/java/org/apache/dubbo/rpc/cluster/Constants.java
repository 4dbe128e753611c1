package org.apache.dubbo.rpc.cluster;

/**
 * Keys of the cluster layer: load balancing, weights and warm-up, routing, retries, forking.
 */
public interface Constants {

    String FAIL_BACK_TASKS_KEY = "failbacktasks";
    int DEFAULT_FAILBACK_TASKS = 100;
    int DEFAULT_FORKS = 2;
    String WEIGHT_KEY = "weight";
    int DEFAULT_WEIGHT = 100;
    String MOCK_PROTOCOL = "mock";
    String FORCE_KEY = "force";
    String RAW_RULE_KEY = "rawRule";
    String VALID_KEY = "valid";
    String ENABLED_KEY = "enabled";
    String DYNAMIC_KEY = "dynamic";
    String SCOPE_KEY = "scope";
    String KEY_KEY = "key";
    String CONDITIONS_KEY = "conditions";
    String TAGS_KEY = "tags";
    String CLUSTER_AVAILABLE_CHECK_KEY = "cluster.availablecheck";
    boolean DEFAULT_CLUSTER_AVAILABLE_CHECK = true;
    String CLUSTER_STICKY_KEY = "sticky";
    boolean DEFAULT_CLUSTER_STICKY = false;
    String INVOCATION_NEED_MOCK = "invocation.need.mock";
    String ROUTER_TYPE_CLEAR = "clean";
    String DEFAULT_SCRIPT_TYPE_KEY = "javascript";
    String PRIORITY_KEY = "priority";
    String RULE_KEY = "rule";
    String TYPE_KEY = "type";
    String RUNTIME_KEY = "runtime";
    String WARMUP_KEY = "warmup";
    int DEFAULT_WARMUP = 600000;
    String CONFIG_VERSION_KEY = "configVersion";
    String OVERRIDE_PROVIDERS_KEY = "providerAddresses";
    String ROUTER_KEY = "router";
    String REFER_KEY = "refer";
    String ATTRIBUTE_KEY = "attribute";
    String EXPORT_KEY = "export";
    String PEER_KEY = "peer";
    String CONSUMER_URL_KEY = "CONSUMER_URL";
    String ARGUMENTS = "arguments";
    String NEED_REEXPORT = "need-reexport";
    String SHORTEST_RESPONSE_SLIDE_PERIOD = "shortestResponseSlidePeriod";
    String SHOULD_FAIL_FAST_KEY = "dubbo.router.should-fail-fast";
    String RULE_VERSION_V27 = "v2.7";
    String RULE_VERSION_V30 = "v3.0";
    String RULE_VERSION_V31 = "v3.1";
    int DefaultRouteConditionSubSetWeight = 100;
}
