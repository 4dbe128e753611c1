package org.apache.dubbo.remoting.codec;

import java.io.IOException;

/**
 * Tells the request decoder which declared parameter types the named method has. The provider resolves against
 * the services it exports (exact match of method name and descriptor, wire spec 3.5), so no class is loaded just
 * because a peer named it.
 */
@FunctionalInterface
public interface MethodResolver {

    /**
     * @throws IOException naming the service/method when the call cannot be served (unknown service, version or
     *                     method); the request is then answered with BAD_REQUEST
     */
    ResolvedMethod resolve(String serviceName, String serviceVersion, String methodName, String descriptor)
            throws IOException;
}
