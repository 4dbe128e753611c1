package org.apache.dubbo.registry.client;

import java.util.List;

/**
 * Where the instances of provider applications come from for the subscriptions of one application-level registry:
 * ZooKeeper's instance nodes ({@link InstanceWatches}) or a {@link ServiceDiscovery} extension
 * ({@link DiscoveryInstances}). Each application is followed while some subscription depends on it; a change makes
 * every dependent subscription {@link ApplicationSubscription#refresh() refresh}.
 */
interface InstanceSource {

    /**
     * Makes {@code subscription} depend on {@code application}, reading its instances now if nobody followed them.
     *
     * @throws Exception if they cannot be read (the dependency is undone)
     */
    void acquire(String application, ApplicationSubscription subscription) throws Exception;

    void release(String application, ApplicationSubscription subscription);

    /** The instances of {@code application} as last read; empty when it is not followed. */
    List<DiscoveredInstance> instances(String application);

    /** Reads every followed application again (after a reconnection). */
    void rereadAll();

    void close();
}
