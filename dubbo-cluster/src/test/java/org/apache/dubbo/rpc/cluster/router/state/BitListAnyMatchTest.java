package org.apache.dubbo.rpc.cluster.router.state;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

/** {@link BitList#anyMatch}: over the elements the list holds (set bits and tail), not its whole origin. */
class BitListAnyMatchTest {

    @Test
    void looksAtTheHeldElementsAndTheTailOnly() {
        BitList<String> list = new BitList<>(Arrays.asList("a", "b", "c"));
        assertTrue(list.anyMatch("b"::equals));
        assertFalse(list.anyMatch("d"::equals));

        list.remove("b");
        assertFalse(list.anyMatch("b"::equals), "a removed origin element is not held");

        List<String> tail = new ArrayList<>(Arrays.asList("t"));
        BitList<String> withTail = new BitList<>(Arrays.asList("a"), true, tail);
        assertFalse(withTail.anyMatch("a"::equals), "an empty root set holds no origin element");
        assertTrue(withTail.anyMatch("t"::equals));
        assertFalse(BitList.<String>emptyList().anyMatch(e -> true));
    }
}
