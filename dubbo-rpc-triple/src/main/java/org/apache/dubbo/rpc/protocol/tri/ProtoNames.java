package org.apache.dubbo.rpc.protocol.tri;

import java.lang.reflect.Method;

import com.google.protobuf.Descriptors;

/**
 * The names a {@code .proto} file gives a service and its methods, when the Java interface mirrors one: gRPC puts
 * the proto names in {@code :path} ({@code /pkg.Greeter/SayHello}), while the Java method is {@code sayHello}. A
 * service is matched by its full name (the interface's {@code pkg.Greeter}) among the services of the file that
 * defines the method's request message; a method by its name ignoring the case of the first letter and by its
 * message types. Without a match the Java names stand, which is what Apache Dubbo sends for plain interfaces.
 */
final class ProtoNames {

    static final ProtoNames NONE = new ProtoNames(null);

    private final String serviceName;

    private ProtoNames(String serviceName) {
        this.serviceName = serviceName;
    }

    static ProtoNames forInterface(Class<?> type) {
        return new ProtoNames(type.getName());
    }

    String methodName(String javaName, Class<?> requestType, Class<?> responseType) {
        if (serviceName == null) {
            return javaName;
        }
        Descriptors.Descriptor request = descriptor(requestType);
        Descriptors.Descriptor response = descriptor(responseType);
        if (request == null || response == null) {
            return javaName;
        }
        for (Descriptors.ServiceDescriptor service : request.getFile().getServices()) {
            if (!service.getFullName().equals(serviceName)) {
                continue;
            }
            for (Descriptors.MethodDescriptor method : service.getMethods()) {
                if (sameIgnoringFirstCase(method.getName(), javaName)
                        && method.getInputType().getFullName().equals(request.getFullName())
                        && method.getOutputType().getFullName().equals(response.getFullName())) {
                    return method.getName();
                }
            }
        }
        return javaName;
    }

    static boolean sameIgnoringFirstCase(String a, String b) {
        return a.length() == b.length() && !a.isEmpty() && Character.toLowerCase(a.charAt(0))
                == Character.toLowerCase(b.charAt(0)) && a.regionMatches(1, b, 1, a.length() - 1);
    }

    private static Descriptors.Descriptor descriptor(Class<?> messageType) {
        try {
            Method getDescriptor = messageType.getMethod("getDescriptor");
            Object d = getDescriptor.invoke(null);
            return d instanceof Descriptors.Descriptor ? (Descriptors.Descriptor) d : null;
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            // a lite message (no descriptors): the Java names stand
            return null;
        }
    }
}
