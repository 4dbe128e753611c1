package org.apache.dubbo.rpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A snapshot of the thread's contexts: copied when they hold something, restored empty when they did not. */
class RestoreContextTest {

    @AfterEach
    void clean() {
        RpcContext.getClientAttachment().clearAttachments();
        RpcContext.getServerAttachment().clearAttachments();
        RpcContext.getClientResponseContext().clearAttachments();
        RpcContext.getServerResponseContext().clearAttachments();
    }

    @Test
    void aNonEmptyContextIsCopiedAtSnapshotTime() {
        RpcContext.getClientAttachment().setAttachment("trace", "a");
        RpcContext.RestoreContext snapshot = RpcContext.storeContext();
        RpcContext.getClientAttachment().setAttachment("trace", "b");

        snapshot.restore();

        assertEquals("a", RpcContext.getClientAttachment().getAttachment("trace"));
    }

    @Test
    void anEmptyContextIsRestoredEmptyNotAsWhatTheThreadHoldsLater() {
        RpcContext.RestoreContext snapshot = RpcContext.storeContext();
        RpcContext.getServerResponseContext().setAttachment("late", "x");

        snapshot.restore();

        assertTrue(RpcContext.getServerResponseContext().getObjectAttachments().isEmpty());
    }

    @Test
    void restoringTheSameSnapshotTwiceSharesWhatTheFirstRestoreWrote() throws Exception {
        RpcContext.RestoreContext snapshot = RpcContext.storeContext();
        snapshot.restore();
        RpcContext.getClientResponseContext().setAttachment("answer", "42");

        String seenElsewhere = CompletableFuture.supplyAsync(() -> {
            snapshot.restore();
            return RpcContext.getClientResponseContext().getAttachment("answer");
        }).get();

        assertEquals("42", seenElsewhere);
    }
}
