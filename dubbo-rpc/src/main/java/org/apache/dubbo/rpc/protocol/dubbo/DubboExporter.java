package org.apache.dubbo.rpc.protocol.dubbo;

import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invoker;

/**
 * A service exported on a dubbo server; unexporting removes it from the server's service table. Each request reads
 * the current invoker, so {@link #reconfigure} takes effect on the next call without touching calls in flight.
 */
final class DubboExporter<T> implements Exporter<T> {

    private volatile Invoker<T> invoker;
    private final String key;
    private final int port;
    private final String path;
    private final String version;
    private final String group;
    private final DubboProtocol protocol;
    private volatile boolean unexported;

    /**
     * @param version normalized ({@code ""} for none)
     * @param group   {@code ""} for none
     */
    DubboExporter(Invoker<T> invoker, int port, String path, String version, String group, DubboProtocol protocol) {
        this.invoker = invoker;
        this.port = port;
        this.path = path;
        this.version = version;
        this.group = group;
        this.key = ServiceKeys.exporterKey(port, path, version, group);
        this.protocol = protocol;
    }

    @Override
    public Invoker<T> getInvoker() {
        return invoker;
    }

    @Override
    public void reconfigure(Invoker<T> next) {
        if (unexported) {
            throw new IllegalStateException("The export of " + key + " was withdrawn");
        }
        invoker = next;
    }

    String key() {
        return key;
    }

    int port() {
        return port;
    }

    String path() {
        return path;
    }

    String version() {
        return version;
    }

    String group() {
        return group;
    }

    @Override
    public void unexport() {
        if (!unexported) {
            unexported = true;
            protocol.unexported(this);
            invoker.destroy();
        }
    }
}
