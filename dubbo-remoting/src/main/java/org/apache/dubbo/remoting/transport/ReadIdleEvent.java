package org.apache.dubbo.remoting.transport;

/**
 * Received by a client's channel handler when nothing was read for a heartbeat period: the exchange layer sends a
 * heartbeat, or gives up on the connection once {@code heartbeat.timeout} has passed. A decorating handler passes
 * it on unchanged.
 */
public final class ReadIdleEvent {

    private final long idleMillis;

    public ReadIdleEvent(long idleMillis) {
        this.idleMillis = idleMillis;
    }

    /** How long nothing has been read. */
    public long idleMillis() {
        return idleMillis;
    }

    @Override
    public String toString() {
        return "ReadIdle[" + idleMillis + " ms]";
    }
}
