package org.apache.dubbo.registry.zookeeper;

/** The watches behind one (subscribed URL, listener) pair. */
interface ZookeeperSubscription {

    /** Reads the current lists, notifies them and leaves watches for changes. */
    void start() throws Exception;

    /**
     * Stops notifying. Does not wait for a notification in progress and takes no lock, so that it is safe from any
     * thread; a watch that fires later is ignored.
     */
    void cancel();
}
