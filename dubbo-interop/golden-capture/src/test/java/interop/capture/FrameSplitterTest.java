package interop.capture;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FrameSplitterTest {

    private static final HexFormat HEX = HexFormat.of();
    private static final String HEARTBEAT = "dabbe2000000000000000007000000014e";
    private static final String READONLY = "dabba2000000000000000009000000020152";

    @Test
    void cutsFramesThatArriveSplitAcrossReads() {
        List<String> frames = new ArrayList<>();
        FrameSplitter splitter = new FrameSplitter(frame -> frames.add(HEX.formatHex(frame)), stray -> {
            throw new AssertionError("unexpected stray bytes");
        });
        byte[] stream = HEX.parseHex(HEARTBEAT + READONLY);

        for (int i = 0; i < stream.length; i += 5) {
            byte[] chunk = new byte[Math.min(5, stream.length - i)];
            System.arraycopy(stream, i, chunk, 0, chunk.length);
            splitter.feed(chunk, chunk.length);
        }

        assertEquals(List.of(HEARTBEAT, READONLY), frames);
    }

    @Test
    void handsOnBytesThatAreNotAFrame() {
        List<byte[]> strays = new ArrayList<>();
        FrameSplitter splitter = new FrameSplitter(frame -> {
            throw new AssertionError("not a frame");
        }, strays::add);
        byte[] telnet = "status\r\nmore text!".getBytes();

        splitter.feed(telnet, telnet.length);

        assertEquals(1, strays.size());
        assertTrue(new String(strays.get(0)).startsWith("status"));
    }
}
