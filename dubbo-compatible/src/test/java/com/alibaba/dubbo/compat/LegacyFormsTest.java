package com.alibaba.dubbo.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Arrays;
import java.util.List;

import com.alibaba.dubbo.rpc.Invoker;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.compatible.LegacyForms;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Result;
import org.junit.jupiter.api.Test;

/** Current values seen in their 2.6 forms and back: views are equal per value, and the way back is the original. */
class LegacyFormsTest {

    @Test
    void twoViewsOfOneInvokerAreEqualAndLeadBackToIt() {
        CurrentInvoker current = new CurrentInvoker("dubbo://10.0.0.1:20880/" + Greeting.class.getName());
        Invoker<Greeting> first = LegacyForms.invoker(current);
        Invoker<Greeting> second = LegacyForms.invoker(current);
        assertEquals(first, second);
        assertEquals(first.hashCode(), second.hashCode());
        assertNotEquals(first, LegacyForms.invoker(new CurrentInvoker("dubbo://10.0.0.2:20880/x")));
        assertSame(current, LegacyForms.current(first));
        assertSame(first, LegacyForms.invoker(first), "a 2.6 invoker is its own 2.6 form");
        assertInstanceOf(com.alibaba.dubbo.common.URL.class, first.getUrl());
        assertEquals(current.getUrl(), first.getUrl());
    }

    @Test
    void listsGoThereAndBackUnchanged() {
        List<org.apache.dubbo.rpc.Invoker<Greeting>> currents = Arrays.asList(
                new CurrentInvoker("dubbo://10.0.0.1:20880/a"), new CurrentInvoker("dubbo://10.0.0.2:20880/b"));
        List<org.apache.dubbo.rpc.Invoker<Greeting>> back = LegacyForms.currentInvokers(LegacyForms.invokers(currents));
        assertEquals(2, back.size());
        assertSame(currents.get(0), back.get(0));
        assertSame(currents.get(1), back.get(1));
    }

    @Test
    void nullStaysNullAndALegacyUrlIsItself() {
        assertNull(LegacyForms.url(null));
        assertNull(LegacyForms.invocation(null));
        assertNull(LegacyForms.invoker(null));
        assertNull(LegacyForms.invokers(null));
        com.alibaba.dubbo.common.URL legacy = com.alibaba.dubbo.common.URL.valueOf("zookeeper://127.0.0.1:2181");
        assertSame(legacy, LegacyForms.url(legacy));
        assertEquals(legacy, LegacyForms.url(URL.valueOf("zookeeper://127.0.0.1:2181")));
    }

    private static final class CurrentInvoker implements org.apache.dubbo.rpc.Invoker<Greeting> {

        private final URL url;

        CurrentInvoker(String url) {
            this.url = URL.valueOf(url);
        }

        @Override
        public Class<Greeting> getInterface() {
            return Greeting.class;
        }

        @Override
        public Result invoke(Invocation invocation) {
            throw new UnsupportedOperationException("not called in this test");
        }

        @Override
        public URL getUrl() {
            return url;
        }

        @Override
        public boolean isAvailable() {
            return true;
        }

        @Override
        public void destroy() {
        }
    }
}
