package org.apache.dubbo.rpc;

import java.util.Collections;
import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.SPI;

/**
 * A way of reaching services: {@code dubbo} (TCP with the dubbo codec) or {@code injvm} (in-process).
 * Exporting makes an invoker reachable at its URL; referring creates an invoker for a remote one.
 */
@SPI("dubbo")
public interface Protocol {

    /** The port used when a protocol config gives none. */
    int getDefaultPort();

    <T> Exporter<T> export(Invoker<T> invoker) throws RpcException;

    <T> Invoker<T> refer(Class<T> type, URL url) throws RpcException;

    /** Releases every server, client and exporter of this protocol. */
    void destroy();

    default List<ProtocolServer> getServers() {
        return Collections.emptyList();
    }
}
