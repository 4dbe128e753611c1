package org.apache.dubbo.common;

import org.junit.jupiter.api.Test;

import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** URL.decode gives what java.net.URLDecoder gives, for what registries write and for what they should not. */
class PercentDecoderTest {

    @Test
    void decodesWhatUrlEncoderWritesAsUrlDecoderDoes() throws Exception {
        Random random = new Random(42);
        String alphabet = "abcXYZ019 +%&=:/?#;,.~-_*'\u00e9\u00df\u4e2d\u6587\ud83d\ude00\u0000\u007f";
        for (int round = 0; round < 2000; round++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(40);
            for (int i = 0; i < length; i++) {
                char c = alphabet.charAt(random.nextInt(alphabet.length()));
                if (Character.isHighSurrogate(c)) {
                    text.append(c).append(alphabet.charAt(alphabet.indexOf(c) + 1));
                } else if (!Character.isLowSurrogate(c)) {
                    text.append(c);
                }
            }
            String encoded = URLEncoder.encode(text.toString(), "UTF-8");
            assertEquals(text.toString(), URL.decode(encoded), encoded);
            assertEquals(URLDecoder.decode(encoded, "UTF-8"), URL.decode(encoded));
        }
        String provider = "dubbo://10.0.0.1:20880/com.example.Greeter?application=greeter&methods=greet,hello"
                + "&timestamp=1700000000000&tag=\u4e2d";
        assertEquals(provider, URL.decode(URL.encode(provider)));
    }

    @Test
    void textsWithoutEscapesComeBackAsTheyAre() throws Exception {
        String plain = "dubbo://10.0.0.1:20880/com.example.Greeter";
        assertSame(plain, URL.decode(plain));
        for (String text : new String[] {"a+b", "+", "%41%42c", "x%e4%b8%adz", "%ff%fe", "%c3", "%C3%A9+%41"}) {
            assertEquals(URLDecoder.decode(text, "UTF-8"), URL.decode(text), text);
        }
        assertEquals("", URL.decode(null));
        assertEquals("", URL.decode(""));
    }

    @Test
    void aMalformedEscapeIsRefusedNamingTheValue() {
        for (String bad : new String[] {"%", "abc%", "abc%4", "%zz", "%4g", "a%%41", "%-1", "%+5x"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> URL.decode(bad), bad);
            assertTrue(e.getMessage().contains("'" + bad + "'"), e.getMessage());
        }
        // what URLDecoder refuses, we refuse too
        for (String bad : new String[] {"%", "abc%4", "%zz", "%-1"}) {
            assertThrows(IllegalArgumentException.class, () -> URLDecoder.decode(bad, StandardCharsets.UTF_8));
        }
    }
}
