package org.apache.dubbo.rpc;

/** A service made reachable by a protocol; {@link #unexport()} withdraws it. */
public interface Exporter<T> {

    Invoker<T> getInvoker();

    void unexport();
}
