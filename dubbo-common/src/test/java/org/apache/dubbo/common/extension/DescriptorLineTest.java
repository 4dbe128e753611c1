package org.apache.dubbo.common.extension;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DescriptorLineTest {

    @Test
    void parsesNameAndClass() {
        DescriptorLine line = DescriptorLine.parse("random=org.example.RandomLoadBalance");

        assertEquals(List.of("random"), line.names());
        assertEquals("org.example.RandomLoadBalance", line.className());
    }

    @Test
    void parsesSeveralNamesAndTrimsWhitespaceAroundEverything() {
        DescriptorLine line = DescriptorLine.parse("  a , b,,c =  org.example.Impl\t ");

        assertEquals(List.of("a", "b", "c"), line.names());
        assertEquals("org.example.Impl", line.className());
    }

    @Test
    void parsesBareClassWithoutNames() {
        DescriptorLine line = DescriptorLine.parse("org.example.Outer$Inner");

        assertTrue(line.names().isEmpty());
        assertEquals("org.example.Outer$Inner", line.className());
    }

    @Test
    void dropsTrailingComment() {
        DescriptorLine line = DescriptorLine.parse("x=org.example.X # the x one");

        assertEquals("org.example.X", line.className());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   ", "# only a comment", "   # indented comment"})
    void returnsNothingForBlankAndCommentLines(String text) {
        assertNull(DescriptorLine.parse(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"=org.example.X", " , =org.example.X", "x=", "x=  # comment", "two words=org.example.X",
        "not a class", "x=org..X", "x=org.example.1X"})
    void rejectsMalformedLinesNamingTheLine(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DescriptorLine.parse(text));

        assertTrue(e.getMessage().contains(text.trim()), e.getMessage());
    }
}
