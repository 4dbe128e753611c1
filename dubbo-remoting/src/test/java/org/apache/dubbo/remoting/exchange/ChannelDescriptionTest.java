package org.apache.dubbo.remoting.exchange;

import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ChannelDescriptionTest {

    @Test
    void rendersTheChannelOnlyWhenTheDescriptionIsPrinted() {
        AtomicInteger rendered = new AtomicInteger();
        Object channel = new Object() {
            @Override
            public String toString() {
                rendered.incrementAndGet();
                return "/127.0.0.1:1 -> /127.0.0.1:2";
            }
        };
        ChannelDescription description = new ChannelDescription(channel);
        assertEquals(0, rendered.get());
        assertEquals("channel: /127.0.0.1:1 -> /127.0.0.1:2", description.toString());
        assertEquals(1, rendered.get());
    }
}
