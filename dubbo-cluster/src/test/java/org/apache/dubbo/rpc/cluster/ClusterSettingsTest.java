package org.apache.dubbo.rpc.cluster;

import java.util.List;

import org.apache.dubbo.rpc.RpcInvocation;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClusterSettingsTest {

    @Test
    void consumerSettingWinsThenProviderSetting() {
        List<FakeInvoker> providers = List.of(FakeInvoker.named("p", "retries", "7", "count.retries", "8"));

        assertEquals("1", ClusterSettings.lookup(Directories.consumerUrl("retries", "1"), providers, "count",
                "retries"));
        assertEquals("2", ClusterSettings.lookup(Directories.consumerUrl("retries", "1", "count.retries", "2"),
                providers, "count", "retries"));
        assertEquals("8", ClusterSettings.lookup(Directories.consumerUrl(), providers, "count", "retries"));
        assertEquals("7", ClusterSettings.lookup(Directories.consumerUrl(), providers, "other", "retries"));
        assertNull(ClusterSettings.lookup(Directories.consumerUrl(), List.of(), "other", "retries"));
    }

    @Test
    void genericCallsAreConfiguredUnderTheMethodTheyName() {
        RpcInvocation generic = new RpcInvocation("$invoke", DemoService.class.getName(), null,
                new Class<?>[] {String.class, String[].class, Object[].class},
                new Object[] {"sayHello", new String[] {"java.lang.String"}, new Object[] {"ann"}});

        assertEquals("sayHello", ClusterSettings.methodName(generic));
        assertArrayEquals(new Object[] {"ann"}, ClusterSettings.arguments(generic));
        assertEquals("count", ClusterSettings.methodName(Invocations.sync("count")));
    }

    @Test
    void invalidNumberNamesKeyAndValue() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ClusterSettings.toInt("retries", "two", 2));
        assertTrue(e.getMessage().contains("retries=two"), e.getMessage());
        assertEquals(2, ClusterSettings.toInt("retries", null, 2));
    }
}
