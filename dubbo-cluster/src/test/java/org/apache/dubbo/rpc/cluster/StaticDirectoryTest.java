package org.apache.dubbo.rpc.cluster;

import java.util.Collections;
import java.util.List;

import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcException;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StaticDirectoryTest {

    @Test
    void listsItsInvokersWhateverTheInvocation() {
        FakeInvoker a = FakeInvoker.named("a");
        FakeInvoker b = FakeInvoker.named("b");
        StaticDirectory<DemoService> directory = new StaticDirectory<>(List.<Invoker<DemoService>>of(a, b));

        assertEquals(List.of(a, b), directory.list(Invocations.sync("count")));
        assertEquals(List.of(a, b), directory.getAllInvokers());
        assertSame(DemoService.class, directory.getInterface());
        assertSame(a.getUrl(), directory.getConsumerUrl(), "without a URL the first invoker's is used");
    }

    @Test
    void isAvailableWhileAnyInvokerIs() {
        FakeInvoker a = FakeInvoker.named("a").unavailable();
        FakeInvoker b = FakeInvoker.named("b");
        StaticDirectory<DemoService> directory = Directories.of(Directories.consumerUrl(), a, b);

        assertTrue(directory.isAvailable());
        b.setAvailable(false);
        assertFalse(directory.isAvailable());
    }

    @Test
    void destroyDestroysTheInvokersAndStopsListing() {
        FakeInvoker a = FakeInvoker.named("a");
        StaticDirectory<DemoService> directory = Directories.of(Directories.consumerUrl(), a);

        directory.destroy();

        assertFalse(a.isAvailable());
        assertFalse(directory.isAvailable());
        assertThrows(RpcException.class, () -> directory.list(Invocations.sync("count")));
    }

    @Test
    void needsAtLeastOneInvoker() {
        assertThrows(IllegalArgumentException.class, () -> new StaticDirectory<DemoService>(Collections.emptyList()));
        assertThrows(IllegalArgumentException.class, () -> new StaticDirectory<DemoService>(null));
    }
}
