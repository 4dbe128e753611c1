package org.apache.dubbo.rpc;

import java.util.Collections;
import java.util.Map;

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

    /**
     * Announces the service again at the registries it was taken offline from (QoS {@code online}). Exports without
     * a registry have nothing to announce.
     */
    default void register() {
    }

    /**
     * Takes the service offline ({@code registered=false}) or back online at the registries of one level:
     * {@code "I"} interface-level, {@code "A"} application-level, null both; the export keeps serving either way.
     */
    default void setRegistered(String level, boolean registered) {
    }

    /**
     * Whether the service is registered now, per registry: {@code zookeeper-I} / {@code zookeeper-A} (interface- and
     * application-level) to true or false, in registration order; empty without a registry.
     */
    default Map<String, Boolean> registrationStates() {
        return Collections.emptyMap();
    }

    /**
     * Serves the service through {@code invoker} from now on: the same service under a changed URL (a provider-side
     * override rule changed its {@code timeout}, {@code token}, {@code executes}, ...). New calls take the new
     * invoker; calls in flight finish on the old one; the server stays bound.
     *
     * @throws UnsupportedOperationException if this export cannot change while it serves
     */
    default void reconfigure(Invoker<T> invoker) {
        throw new UnsupportedOperationException("The export of " + getInvoker().getUrl().getServiceKey()
                + " cannot be reconfigured while it serves (" + getClass().getName() + ")");
    }
}
