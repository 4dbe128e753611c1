package org.apache.dubbo.remoting.transport.netty4;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import io.netty.buffer.ByteBuf;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.transport.ChannelWriter;

/**
 * {@code Endpoint.send} on our channels: they carry encoded dubbo frames, so a message must be a {@link ByteBuf}
 * holding one (what the exchange layer writes). The buffer is released by the write.
 */
final class FrameSending {

    /** How long {@code send(message, true)} waits for the write. */
    private static final long SENT_WAIT_MILLIS = 5_000;

    private FrameSending() {
    }

    static void send(ChannelWriter writer, Object message, boolean sent, String where) throws RemotingException {
        if (!(message instanceof ByteBuf)) {
            throw new RemotingException("Cannot send a " + (message == null ? "null" : message.getClass().getName())
                    + " on " + where + ": Dubbo Tuned channels carry encoded dubbo frames (io.netty.buffer.ByteBuf)");
        }
        if (writer == null) {
            ((ByteBuf) message).release();
            throw new RemotingException("Cannot send on " + where + ": not connected");
        }
        CompletableFuture<Void> written = new CompletableFuture<>();
        writer.write((ByteBuf) message, cause -> {
            if (cause == null) {
                written.complete(null);
            } else {
                written.completeExceptionally(cause);
            }
        }, System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(SENT_WAIT_MILLIS));
        if (!sent) {
            return;
        }
        try {
            written.get(SENT_WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            throw new RemotingException("Failed to send on " + where + ": " + e.getCause(), e.getCause());
        } catch (java.util.concurrent.TimeoutException e) {
            throw new RemotingException("Sending on " + where + " took longer than " + SENT_WAIT_MILLIS + " ms");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RemotingException("Interrupted while sending on " + where);
        }
    }
}
