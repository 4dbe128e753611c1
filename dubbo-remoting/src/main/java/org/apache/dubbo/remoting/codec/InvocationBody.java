package org.apache.dubbo.remoting.codec;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The body of a call request (wire spec, section 3): protocol version, service name and version, method name,
 * parameter-types descriptor, one value per parameter, then the attachments map.
 *
 * <p>On the decoding side {@link #parameterTypes()} holds the declared types the arguments were read against.
 */
public final class InvocationBody {

    /** The protocol version every Dubbo release in scope writes into field 1. */
    public static final String DUBBO_PROTOCOL_VERSION = "2.0.2";
    /** The service version written when none is configured (not the empty string). */
    public static final String DEFAULT_SERVICE_VERSION = "0.0.0";

    private final String dubboVersion;
    private final String serviceName;
    private final String serviceVersion;
    private final String methodName;
    private final String parameterDescriptor;
    private final Class<?>[] parameterTypes;
    private final Object[] arguments;
    private final Map<String, Object> attachments;

    public InvocationBody(String dubboVersion, String serviceName, String serviceVersion, String methodName,
                          String parameterDescriptor, Class<?>[] parameterTypes, Object[] arguments,
                          Map<String, Object> attachments) {
        this.dubboVersion = dubboVersion == null ? DUBBO_PROTOCOL_VERSION : dubboVersion;
        this.serviceName = serviceName;
        this.serviceVersion = serviceVersion == null || serviceVersion.isEmpty() ? DEFAULT_SERVICE_VERSION
                : serviceVersion;
        this.methodName = methodName;
        this.parameterTypes = parameterTypes == null ? new Class<?>[0] : parameterTypes;
        this.parameterDescriptor = parameterDescriptor != null ? parameterDescriptor
                : ParameterDescriptors.of(this.parameterTypes);
        this.arguments = arguments == null ? new Object[0] : arguments;
        this.attachments = attachments == null ? new LinkedHashMap<>() : attachments;
    }

    /** A call body as a consumer builds it: protocol version 2.0.2, descriptor computed from the types. */
    public static InvocationBody call(String serviceName, String serviceVersion, String methodName,
                                      Class<?>[] parameterTypes, Object[] arguments, Map<String, Object> attachments) {
        return new InvocationBody(DUBBO_PROTOCOL_VERSION, serviceName, serviceVersion, methodName, null,
                parameterTypes, arguments, attachments);
    }

    public String dubboVersion() {
        return dubboVersion;
    }

    public String serviceName() {
        return serviceName;
    }

    public String serviceVersion() {
        return serviceVersion;
    }

    public String methodName() {
        return methodName;
    }

    public String parameterDescriptor() {
        return parameterDescriptor;
    }

    public Class<?>[] parameterTypes() {
        return parameterTypes;
    }

    public Object[] arguments() {
        return arguments;
    }

    /** Mutable: the provider side adds to it, the consumer side fills it before encoding. */
    public Map<String, Object> attachments() {
        return attachments;
    }

    @Override
    public String toString() {
        return "InvocationBody[" + serviceName + ":" + serviceVersion + "#" + methodName + "(" + parameterDescriptor
                + "), args=" + Arrays.deepToString(arguments) + ", attachments=" + attachments + "]";
    }
}
