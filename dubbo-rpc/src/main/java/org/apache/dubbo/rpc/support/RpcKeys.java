package org.apache.dubbo.rpc.support;

/** URL parameter and attachment keys the RPC layer reads, in one place. */
public final class RpcKeys {

    public static final String PATH = "path";
    public static final String INTERFACE = "interface";
    public static final String GROUP = "group";
    public static final String VERSION = "version";
    public static final String DUBBO = "dubbo";
    public static final String TIMEOUT = "timeout";
    public static final String TIMEOUT_COUNTDOWN = "_TO";
    public static final String TOKEN = "token";
    public static final String ASYNC = "async";
    public static final String RETURN = "return";
    public static final String SENT = "sent";
    public static final String GENERIC = "generic";
    public static final String REMOTE_APPLICATION = "remote.application";
    public static final String APPLICATION = "application";
    public static final String SIDE = "side";
    public static final String ID = "id";
    public static final String SERIALIZATION = "serialization";
    public static final String PAYLOAD = "payload";
    public static final String CHECK = "check";
    public static final String LAZY = "lazy";
    public static final String SERVICE_FILTER = "service.filter";
    public static final String REFERENCE_FILTER = "reference.filter";
    public static final String ACCESS_LOG = "accesslog";
    public static final String EXECUTES = "executes";
    public static final String ACTIVES = "actives";
    public static final String TAG = "dubbo.tag";
    public static final String FORCE_TAG = "dubbo.force.tag";

    public static final String PROVIDER = "provider";
    public static final String CONSUMER = "consumer";

    public static final String INVOKE = "$invoke";
    public static final String INVOKE_ASYNC = "$invokeAsync";
    public static final String ECHO = "$echo";
    public static final String GENERIC_DESCRIPTOR = "Ljava/lang/String;[Ljava/lang/String;[Ljava/lang/Object;";
    public static final String ECHO_DESCRIPTOR = "Ljava/lang/Object;";

    public static final int DEFAULT_TIMEOUT = 1000;
    public static final String DEFAULT_VERSION = "0.0.0";

    private RpcKeys() {
    }

    /** Whether a URL or attachment value of {@code generic} turns generic mode on. */
    public static boolean isGeneric(String generic) {
        return generic != null && !generic.isEmpty() && !"false".equalsIgnoreCase(generic);
    }

    /** Version as used in service keys: {@code 0.0.0} and {@code *} mean none. */
    public static String normalizeVersion(String version) {
        return version == null || version.isEmpty() || DEFAULT_VERSION.equals(version) || "*".equals(version) ? ""
                : version;
    }
}
