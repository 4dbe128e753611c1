package interop.capture;

import org.junit.jupiter.api.Test;

import java.util.HexFormat;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class FrameLabelerTest {

    @Test
    void countsParametersOfJvmDescriptors() {
        assertEquals(0, FrameLabeler.parameterCount(""));
        assertEquals(1, FrameLabeler.parameterCount("Ljava/lang/String;"));
        assertEquals(3, FrameLabeler.parameterCount("Ljava/lang/String;[Ljava/lang/String;[Ljava/lang/Object;"));
        assertEquals(8, FrameLabeler.parameterCount("IJDZCSBF"));
        assertEquals(2, FrameLabeler.parameterCount("[[I[J"));
    }

    @Test
    void namesCallsAfterTheirMethodAndResponsesAfterTheirRequest() throws Exception {
        byte[] body = RawDubboClient.requestBody("demo.Greeter", "1.0.0", "sayHello", "Ljava/lang/String;",
                new Object[]{"world"}, RawDubboClient.attachments("demo.Greeter", "1.0.0", "grp"));
        CapturedFrame request = new CapturedFrame(1, "consumer-1", "c2s", RawDubboClient.frame(7, body));
        CapturedFrame response = new CapturedFrame(2, "consumer-1", "s2c", HexFormat.of().parseHex(
                "dabb021400000000000000070000001b940b48656c6c6f20776f726c644805647562626f05322e302e325a"));
        CapturedFrame heartbeat = new CapturedFrame(3, "consumer-1", "c2s",
                HexFormat.of().parseHex("dabbe2000000000000000008000000014e"));

        Map<CapturedFrame, String[]> labels = new FrameLabeler().label(List.of(request, response, heartbeat));

        assertEquals("sayHello@grp:1.0.0-request", labels.get(request)[0]);
        assertEquals("sayHello@grp:1.0.0-response", labels.get(response)[0]);
        assertEquals("status 20, response type 4", labels.get(response)[1]);
        assertEquals("heartbeat-request", labels.get(heartbeat)[0]);
    }
}
