package org.apache.dubbo.rpc.protocol.tri;

import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invoker;

/** A service exported on a triple server; unexporting removes it from the server's service table. */
final class TripleExporter<T> implements Exporter<T> {

    private final Invoker<T> invoker;
    private final String key;
    private final TripleExport export;
    private final TripleServer server;
    private final TripleProtocol protocol;
    private volatile boolean unexported;

    TripleExporter(Invoker<T> invoker, String key, TripleExport export, TripleServer server,
                   TripleProtocol protocol) {
        this.invoker = invoker;
        this.key = key;
        this.export = export;
        this.server = server;
        this.protocol = protocol;
    }

    @Override
    public Invoker<T> getInvoker() {
        return invoker;
    }

    String key() {
        return key;
    }

    TripleExport export() {
        return export;
    }

    TripleServer server() {
        return server;
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
