package org.apache.dubbo.common.utils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class NamedThreadFactoryTest {

    private static final Runnable NOTHING = () -> { };

    @Test
    void numbersThreadsFromOneAfterThePrefix() {
        NamedThreadFactory factory = new NamedThreadFactory("DubboServerHandler-10.0.0.1:20880");

        assertEquals("DubboServerHandler-10.0.0.1:20880-thread-1", factory.newThread(NOTHING).getName());
        assertEquals("DubboServerHandler-10.0.0.1:20880-thread-2", factory.newThread(NOTHING).getName());
    }

    @Test
    void countsSeparatelyForEachFactory() {
        new NamedThreadFactory("a").newThread(NOTHING);

        assertEquals("a-thread-1", new NamedThreadFactory("a").newThread(NOTHING).getName());
    }

    @Test
    void makesNonDaemonThreadsUnlessAsked() {
        assertFalse(new NamedThreadFactory("user").newThread(NOTHING).isDaemon());
        assertTrue(new NamedThreadFactory("daemon", true).newThread(NOTHING).isDaemon());
    }

    @Test
    void namesAnonymousFactoriesAfterAPoolNumber() {
        String name = new NamedThreadFactory().newThread(NOTHING).getName();

        assertTrue(name.matches("pool-\\d+-thread-1"), name);
    }

    @Test
    void putsThreadsIntoTheGivenGroup() {
        ThreadGroup group = new ThreadGroup("dubbo-test");
        NamedThreadFactory factory = new NamedThreadFactory("grouped", true, group);

        assertSame(group, factory.getThreadGroup());
        assertSame(group, factory.newThread(NOTHING).getThreadGroup());
    }

    @Test
    void defaultsToTheCreatorsThreadGroup() {
        assertSame(Thread.currentThread().getThreadGroup(), new NamedThreadFactory("x").getThreadGroup());
    }

    @Test
    void rejectsAnEmptyPrefix() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> new NamedThreadFactory(""));

        assertEquals("thread name prefix must not be empty, got ''", error.getMessage());
    }
}
