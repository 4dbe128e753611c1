package org.apache.dubbo.common.constants;

/**
 * Registry and service-discovery keys and values (categories, registry types, discovery modes), as Apache Dubbo 3.3 names them.
 */
public interface RegistryConstants {

    String REGISTRY_KEY = "registry";
    String REGISTRY_CLUSTER_KEY = "REGISTRY_CLUSTER";
    String REGISTRY_CLUSTER_TYPE_KEY = "registry-cluster-type";
    String REGISTRY_PROTOCOL = "registry";
    String DYNAMIC_KEY = "dynamic";
    String CATEGORY_KEY = "category";
    String PROVIDERS_CATEGORY = "providers";
    String CONSUMERS_CATEGORY = "consumers";
    String ROUTERS_CATEGORY = "routers";
    String DYNAMIC_ROUTERS_CATEGORY = "dynamicrouters";
    String DEFAULT_CATEGORY = "providers";
    String CONFIGURATORS_CATEGORY = "configurators";
    String ALL_CATEGORIES = "providers,configurators,routers";
    String DYNAMIC_CONFIGURATORS_CATEGORY = "dynamicconfigurators";
    String APP_DYNAMIC_CONFIGURATORS_CATEGORY = "appdynamicconfigurators";
    String ROUTERS_SUFFIX = ".routers";
    String EMPTY_PROTOCOL = "empty";
    String ROUTE_PROTOCOL = "route";
    String ROUTE_SCRIPT_PROTOCOL = "script";
    String OVERRIDE_PROTOCOL = "override";
    String COMPATIBLE_CONFIG_KEY = "compatible_config";
    String REGISTER_MODE_KEY = "register-mode";
    String DUBBO_REGISTER_MODE_DEFAULT_KEY = "dubbo.application.register-mode";
    String DUBBO_PUBLISH_INTERFACE_DEFAULT_KEY = "dubbo.application.publish-interface";
    String DUBBO_PUBLISH_INSTANCE_DEFAULT_KEY = "dubbo.application.publish-instance";
    String DEFAULT_REGISTER_MODE_INTERFACE = "interface";
    String DEFAULT_REGISTER_MODE_INSTANCE = "instance";
    String DEFAULT_REGISTER_MODE_ALL = "all";
    String REGISTRY_TYPE_KEY = "registry-type";
    String SERVICE_REGISTRY_TYPE = "service";
    String SERVICE_REGISTRY_PROTOCOL = "service-discovery-registry";
    String SUBSCRIBED_SERVICE_NAMES_KEY = "subscribed-services";
    String PROVIDED_BY = "provided-by";
    String PROVIDER_PORT = "provider-port";
    String PROVIDER_NAMESPACE = "provider-namespace";
    String INSTANCES_REQUEST_SIZE_KEY = "instances-request-size";
    int DEFAULT_INSTANCES_REQUEST_SIZE = 100;
    String ACCEPTS_KEY = "accepts";
    String REGISTRY_ZONE = "registry_zone";
    String REGISTRY_ZONE_FORCE = "registry_zone_force";
    String ZONE_KEY = "zone";
    String REGISTRY_SERVICE_REFERENCE_PATH = "org.apache.dubbo.registry.RegistryService";
    String INIT = "INIT";
    float DEFAULT_HASHMAP_LOAD_FACTOR = 0.75f;
    String ENABLE_EMPTY_PROTECTION_KEY = "enable-empty-protection";
    boolean DEFAULT_ENABLE_EMPTY_PROTECTION = false;
    String REGISTER_CONSUMER_URL_KEY = "register-consumer-url";
    String REGISTRY_PROTOCOL_TYPE = "registry-protocol-type";
    String NACOE_REGISTER_COMPATIBLE = "nacos.register-compatible";
}
