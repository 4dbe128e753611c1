package org.apache.dubbo.common.threadpool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ThreadPoolKindTest {

    @ParameterizedTest
    @ValueSource(strings = {"fixed", "cached", "limited", "eager"})
    void findsEachKindByItsName(String name) throws InterruptedException {
        ThreadPoolKind kind = ThreadPoolKind.forName(name);

        assertEquals(name, kind.name());
        ExecutorService pool = kind.create(kind.defaultOptions().build());
        try {
            assertTrue(ThreadPoolView.of(pool).isPresent());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void mapsNamesToTheirClasses() {
        assertInstanceOf(FixedThreadPool.class, ThreadPoolKind.forName("fixed"));
        assertInstanceOf(CachedThreadPool.class, ThreadPoolKind.forName("cached"));
        assertInstanceOf(LimitedThreadPool.class, ThreadPoolKind.forName("limited"));
        assertInstanceOf(EagerThreadPool.class, ThreadPoolKind.forName("eager"));
        assertInstanceOf(VirtualThreadPool.class, ThreadPoolKind.forName("virtual"));
    }

    @Test
    void rejectsAnUnknownNameListingTheValidOnes() {
        IllegalArgumentException error =
                assertThrows(IllegalArgumentException.class, () -> ThreadPoolKind.forName("Fixed"));

        assertEquals("Unknown threadpool 'Fixed', valid values: fixed, cached, limited, eager, virtual", error.getMessage());
    }

    @Test
    void rejectsAMissingName() {
        IllegalArgumentException error =
                assertThrows(IllegalArgumentException.class, () -> ThreadPoolKind.forName(null));

        assertEquals("Unknown threadpool null, valid values: fixed, cached, limited, eager, virtual", error.getMessage());
    }

    @Test
    void hasNoViewOfForeignExecutors() {
        ExecutorService foreign = Executors.newSingleThreadExecutor();
        try {
            assertFalse(ThreadPoolView.of(foreign).isPresent());
        } finally {
            foreign.shutdownNow();
        }
    }
}
