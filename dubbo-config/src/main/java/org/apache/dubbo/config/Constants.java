package org.apache.dubbo.config;

/**
 * Keys and values of the configuration layer.
 */
public interface Constants {

    String STATUS_KEY = "status";
    String CONTEXTPATH_KEY = "contextpath";
    String LISTENER_KEY = "listener";
    String LAYER_KEY = "layer";
    String ID = "id";
    String NAME = "name";
    String OWNER = "owner";
    String ORGANIZATION = "organization";
    String ARCHITECTURE = "architecture";
    String ENVIRONMENT = "environment";
    String TEST_ENVIRONMENT = "test";
    String DEVELOPMENT_ENVIRONMENT = "develop";
    String PRODUCTION_ENVIRONMENT = "product";
    String CONFIG_CONFIGFILE_KEY = "config-file";
    String CONFIG_ENABLE_KEY = "highest-priority";
    String CONFIG_APP_CONFIGFILE_KEY = "app-config-file";
    String MULTICAST = "multicast";
    String DUBBO_PORT_TO_REGISTRY = "DUBBO_PORT_TO_REGISTRY";
    String DUBBO_PORT_TO_BIND = "DUBBO_PORT_TO_BIND";
    String SCOPE_NONE = "none";
    String ON_INVOKE_METHOD_PARAMETER_KEY = "oninvoke.method";
    String ON_RETURN_METHOD_PARAMETER_KEY = "onreturn.method";
    String ON_THROW_METHOD_PARAMETER_KEY = "onthrow.method";
    String ON_INVOKE_INSTANCE_PARAMETER_KEY = "oninvoke.instance";
    String ON_RETURN_INSTANCE_PARAMETER_KEY = "onreturn.instance";
    String ON_THROW_INSTANCE_PARAMETER_KEY = "onthrow.instance";
    String ON_INVOKE_METHOD_ATTRIBUTE_KEY = "oninvoke-method";
    String ON_RETURN_METHOD_ATTRIBUTE_KEY = "onreturn-method";
    String ON_THROW_METHOD_ATTRIBUTE_KEY = "onthrow-method";
    String ON_INVOKE_INSTANCE_ATTRIBUTE_KEY = "oninvoke-instance";
    String ON_RETURN_INSTANCE_ATTRIBUTE_KEY = "onreturn-instance";
    String ON_THROW_INSTANCE_ATTRIBUTE_KEY = "onthrow-instance";
    String SHUTDOWN_TIMEOUT_KEY = "shutdown.timeout";
    String PROTOCOLS_SUFFIX = "dubbo.protocols.";
    String REGISTRIES_SUFFIX = "dubbo.registries.";
    String ZOOKEEPER_PROTOCOL = "zookeeper";
    String REGISTER_KEY = "register";
    String MULTI_SERIALIZATION_KEY = "serialize.multiple";
    String[] DOT_COMPATIBLE_KEYS = {"qos-enable", "qos-host", "qos-port", "qos-accept-foreign-ip", "qos-accept-foreign-ip-whitelist", "registry-type"};
    String IGNORE_CHECK_KEYS = "ignoreCheckKeys";
    String PARAMETERS = "parameters";
    String SERVER_THREAD_POOL_NAME = "DubboServerHandler";
    String SERVER_THREAD_POOL_PREFIX = "DubboServerHandler-";
    String CLIENT_THREAD_POOL_NAME = "DubboClientHandler";
    String CLIENT_THREAD_POOL_PREFIX = "DubboClientHandler-";
    String REST_PROTOCOL = "rest";
    String DEFAULT_NATIVE_COMPILER = "jdk";
    String DEFAULT_NATIVE_PROXY = "jdk";
    String DEFAULT_APP_NAME = "DEFAULT_DUBBO_APP";
}
