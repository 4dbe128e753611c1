package org.apache.dubbo.config;

import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ParameterListTest {

    @Test
    void parsesEntriesInOrderWithColonsKeptInValues() {
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("k1", "v1");
        expected.put("url", "zookeeper://h:2181");

        assertEquals(expected, ParameterList.parse(" [ {k1 : v1} , {url:zookeeper://h:2181} ] "));
        assertEquals(Map.of(), ParameterList.parse("[]"));
    }

    @Test
    void formatIsTheInverseOfParse() {
        Map<String, String> parameters = new LinkedHashMap<>();
        parameters.put("a", "1");
        parameters.put("b", "x:y");

        assertEquals("[{a:1},{b:x:y}]", ParameterList.format(parameters));
        assertEquals(parameters, ParameterList.parse(ParameterList.format(parameters)));
        assertNull(ParameterList.format(Map.of()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"{a:b}", "[a:b]", "[{a:b}{c:d}]", "[{:b}]", "[{ab}]", "[{a:b]"})
    void refusesTextThatIsNotAList(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ParameterList.parse(text));

        assertEquals(true, e.getMessage().startsWith("expected [{key:value},"), e.getMessage());
    }
}
