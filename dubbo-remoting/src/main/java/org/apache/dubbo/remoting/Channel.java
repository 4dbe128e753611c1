package org.apache.dubbo.remoting;

import java.net.InetSocketAddress;

/**
 * A connection between a consumer and a provider, as the handlers of a {@link Transporter} see it; it carries
 * attributes for the handlers.
 */
public interface Channel extends Endpoint {

    InetSocketAddress getRemoteAddress();

    boolean isConnected();

    boolean hasAttribute(String key);

    Object getAttribute(String key);

    void setAttribute(String key, Object value);

    void removeAttribute(String key);
}
