package org.apache.dubbo.registry.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.util.ArrayList;
import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invoker;
import org.junit.jupiter.api.Test;

/** The directory's table of provider URLs and invokers: lookups by reference and by equality, order, duplicates. */
class ProviderTableTest {

    private static URL provider(int i) {
        return URL.valueOf("dubbo://10.0." + (i / 250) + "." + (i % 250) + ":20880/com.example.Greeter"
                + "?interface=com.example.Greeter&side=provider&timestamp=" + (1700000000000L + i));
    }

    @SuppressWarnings("unchecked")
    /** The invoker the table holds for {@code provider} (an equal URL will do), or null. */
    private static Invoker<Object> invokerOf(ProviderTable<Object> table, URL provider) {
        int at = table.positionOf(provider);
        return at < 0 ? null : table.invokerAt(at);
    }

    private static Invoker<Object> invoker() {
        Invoker<Object> invoker = mock(Invoker.class);
        when(invoker.getUrl()).thenReturn(provider(-1));
        return invoker;
    }

    @Test
    void findsAProviderByTheSameObjectOrAnEqualOneAndKeepsTheNotifiedOrder() {
        ProviderTable<Object> building = new ProviderTable<>(3);
        List<Invoker<Object>> invokers = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            invokers.add(invoker());
            assertTrue(building.add(provider(i), provider(i).hashCode(), invokers.get(i), 0));
        }
        ProviderTable<Object> table = building.build();

        assertEquals(3, table.size());
        assertSame(invokers.get(1), invokerOf(table, provider(1)), "an equal URL parsed again");
        assertNull(invokerOf(table, provider(3)));
        assertEquals(invokers, table.invokers());
        assertEquals(provider(2), table.providers().get(2));
        assertThrows(UnsupportedOperationException.class, () -> table.invokers().add(invoker()));
        assertThrows(IndexOutOfBoundsException.class, () -> table.invokers().get(3));
    }

    @Test
    void aProviderAddedTwiceKeepsItsFirstInvoker() {
        ProviderTable<Object> table = new ProviderTable<>(2);
        Invoker<Object> first = invoker();
        assertTrue(table.add(provider(1), provider(1).hashCode(), first, 0));
        assertFalse(table.add(provider(1), provider(1).hashCode(), invoker(), 0));
        assertEquals(1, table.build().size());
        assertSame(first, invokerOf(table.build(), provider(1)));
    }

    @Test
    void growsPastItsExpectedSizeAndBuildDropsUnfilledPlaceholders() {
        ProviderTable<Object> table = new ProviderTable<>(1);
        for (int i = 0; i < 5000; i++) {
            table.add(provider(i), provider(i).hashCode(), i % 3 == 0 ? null : invoker(), 0);
        }
        table.setInvokerAt(0, invoker(), provider(-1).hashCode());
        ProviderTable<Object> built = table.build();
        assertEquals(provider(-1).hashCode(), built.mergedHashAt(0), "the hash of the invoker's URL, as given");

        assertEquals(5000 - 1666, built.size());
        assertSame(table.invokerAt(0), invokerOf(built, provider(0)));
        assertNull(invokerOf(built, provider(3)), "a placeholder left unfilled is dropped");
        for (int i = 0; i < built.size(); i++) {
            assertSame(built.invokerAt(i), invokerOf(built, built.providerAt(i)));
        }
        assertEquals(provider(1), built.providerAt(1), "order kept");
    }

    @Test
    void theEmptyTableHasNothing() {
        assertTrue(ProviderTable.empty().isEmpty());
        assertNull(invokerOf(ProviderTable.empty(), provider(0)));
        assertTrue(ProviderTable.empty().invokers().isEmpty());
    }

    @Test
    void theIndexIsAtMostTwoThirdsFull() {
        for (int entries = 0; entries < 10_000; entries++) {
            int capacity = ProviderTable.indexCapacity(entries);
            assertTrue(capacity * 2 >= entries * 3 && capacity > entries, "room for " + entries + ": " + capacity);
            assertTrue(capacity * 2 <= Math.max(4, entries * 3 + 2), "6 bytes per entry for " + entries + ": "
                    + capacity);
        }
    }

    @Test
    void aThousandProvidersAreEachFoundAsTheSameObjectOrAnEqualOne() {
        ProviderTable<Object> building = new ProviderTable<>(1000);
        List<URL> added = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            added.add(provider(i));
            building.add(added.get(i), added.get(i).hashCode(), invoker(), 0);
        }
        ProviderTable<Object> table = building.build();
        for (int i = 0; i < 1000; i++) {
            assertEquals(i, table.positionOf(added.get(i)));
            assertEquals(i, table.positionOf(provider(i)), "an equal URL is found by equality");
        }
        assertEquals(-1, table.positionOf(provider(1000)));
    }

    @Test
    void positionOfSameNearLooksAtAFewPositionsFromTheExpectedOneForTheVeryObject() {
        ProviderTable<Object> building = new ProviderTable<>(30);
        List<URL> added = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            added.add(provider(i));
            building.add(added.get(i), added.get(i).hashCode(), invoker(), 0);
        }
        ProviderTable<Object> table = building.build();
        assertEquals(10, table.positionOfSameNear(added.get(10), 10), "at the expected position");
        assertEquals(17, table.positionOfSameNear(added.get(17), 10), "seven further");
        assertEquals(-1, table.positionOfSameNear(added.get(18), 10), "beyond the eight positions looked at");
        assertEquals(-1, table.positionOfSameNear(added.get(9), 10), "before the expected position");
        assertEquals(-1, table.positionOfSameNear(provider(12), 10), "an equal URL is another object");
        assertEquals(29, table.positionOfSameNear(added.get(29), 25), "the window ends with the table");
        assertEquals(-1, table.positionOfSameNear(added.get(0), 30));
        assertEquals(-1, ProviderTable.empty().positionOfSameNear(added.get(0), 0));
    }
}
