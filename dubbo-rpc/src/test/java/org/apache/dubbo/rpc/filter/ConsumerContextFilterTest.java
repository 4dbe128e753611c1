package org.apache.dubbo.rpc.filter;

import java.util.concurrent.atomic.AtomicReference;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.AsyncRpcResult;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcContext;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.RpcServiceContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The caller's service context while a consumer call runs, and after it returns or fails. */
class ConsumerContextFilterTest {

    private static final URL PROVIDER = URL.valueOf("dubbo://10.1.2.3:20880/demo.Greeter");

    private final ConsumerContextFilter filter = new ConsumerContextFilter();

    @AfterEach
    void clear() {
        RpcContext.removeContext();
    }

    /** Records the service context the call sees, then answers or throws. */
    private static final class RecordingInvoker implements Invoker<Object> {
        final AtomicReference<RpcServiceContext> seen = new AtomicReference<>();
        final RuntimeException failure;

        RecordingInvoker(RuntimeException failure) {
            this.failure = failure;
        }

        @Override
        public Class<Object> getInterface() {
            return Object.class;
        }

        @Override
        public Result invoke(Invocation invocation) throws RpcException {
            RpcServiceContext service = RpcContext.getServiceContext();
            seen.set(service);
            service.setMethodName("inner");
            if (failure != null) {
                throw failure;
            }
            return AsyncRpcResult.newDefaultAsyncResult(new AppResponse("ok"), invocation);
        }

        @Override
        public URL getUrl() {
            return PROVIDER;
        }

        @Override
        public boolean isAvailable() {
            return true;
        }

        @Override
        public void destroy() {
        }
    }

    private static RpcInvocation greet() {
        return new RpcInvocation("greet", "demo.Greeter", "demo.Greeter", new Class<?>[0], new Object[0]);
    }

    @Test
    void theCallHasAServiceContextOfItsOwnAndTheCallersComesBackUnchanged() {
        RpcServiceContext caller = RpcContext.getServiceContext();
        caller.setMethodName("outer");
        caller.setProviderSide(true);
        RecordingInvoker invoker = new RecordingInvoker(null);

        filter.invoke(invoker, greet());

        RpcServiceContext during = invoker.seen.get();
        assertNotSame(caller, during);
        assertSame(invoker, during.getInvoker());
        assertFalse(during.isProviderSide());
        assertEquals("10.1.2.3", during.getRemoteHost());
        assertEquals(20880, during.getRemotePort());
        assertSame(caller, RpcContext.getServiceContext());
        assertEquals("outer", caller.getMethodName());
        assertTrue(caller.isProviderSide());
        assertNull(caller.getInvoker());
    }

    @Test
    void theCallersServiceContextComesBackWhenTheCallFails() {
        RpcServiceContext caller = RpcContext.getServiceContext();
        caller.setMethodName("outer");
        RecordingInvoker invoker = new RecordingInvoker(new RpcException("provider gone"));

        assertThrows(RpcException.class, () -> filter.invoke(invoker, greet()));

        assertNotSame(caller, invoker.seen.get());
        assertSame(caller, RpcContext.getServiceContext());
        assertEquals("outer", caller.getMethodName());
    }

    @Test
    void aCallerWithoutAServiceContextIsLeftWithAnEmptyOne() {
        RecordingInvoker invoker = new RecordingInvoker(null);

        filter.invoke(invoker, greet());

        RpcServiceContext after = RpcContext.getServiceContext();
        assertNotSame(invoker.seen.get(), after);
        assertNull(after.getMethodName());
        assertNull(after.getUrl());
        assertNull(after.getRemoteAddress());
    }
}
