package org.apache.dubbo.rpc;

/** A service made reachable by a protocol; {@link #unexport()} withdraws it. */
public interface Exporter<T> {

    Invoker<T> getInvoker();

    void unexport();

    /**
     * Withdraws the service from the registries it was announced in, while it keeps serving; the first step of a
     * graceful shutdown. Exports without a registry have nothing to withdraw.
     */
    default void unregister() {
    }
}
