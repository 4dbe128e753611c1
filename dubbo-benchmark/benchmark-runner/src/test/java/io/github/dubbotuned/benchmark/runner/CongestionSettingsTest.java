package io.github.dubbotuned.benchmark.runner;

import io.github.dubbotuned.benchmark.harness.Args;
import org.junit.jupiter.api.Test;

import java.io.File;
import java.util.Arrays;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The congestion experiment's round-trip options, and its table with the defaults cell and the added columns. */
class CongestionSettingsTest {

    @Test
    void roundTripsAreAListWithZeroForTheBareNetwork() {
        RunSettings settings = settings("--rtt-ms", "0,1,10,50", "--link-queue-ms", "20");
        assertEquals(Arrays.asList(0, 1, 10, 50), settings.rttMillis);
        assertTrue(settings.relayed());
        assertEquals(20, settings.linkQueueMillis);
        assertTrue(settings.congestionDefaults);
        assertEquals(RelayShape.ETHERNET_SEGMENT_BYTES, settings.linkSegmentBytes);
        assertEquals(0, settings("--link-mss", "0").linkSegmentBytes);
        assertEquals(9000, settings("--link-mss", "9000").linkSegmentBytes);

        RunSettings bare = settings();
        assertEquals(Arrays.asList(0), bare.rttMillis);
        assertFalse(bare.relayed());
        assertFalse(settings("--congestion-defaults", "false").congestionDefaults);
    }

    @Test
    void wrongRoundTripOptionsAreRefusedWithTheReason() {
        assertMessage("--rtt-ms takes integers of 0 or more, got '-1'", "--rtt-ms", "-1");
        assertMessage("--rtt-ms takes integers of 0 or more, got 'ten'", "--rtt-ms", "ten");
        assertMessage("needs --network loopback", "--rtt-ms", "10", "--network", "netns");
        assertMessage("got '5mbps'", "--rtt-ms", "10", "--link-rate", "5mbps");
        assertMessage("--link-queue-ms takes milliseconds", "--link-queue-ms", "-5");
        assertMessage("--link-mss: a relay's segment size (MSS) is 0 (the interface's own) or 88 to 32767 bytes;"
                + " got 65536", "--link-mss", "65536");
    }

    @Test
    void theTableNamesTheDefaultsCellAndWhatWasAddedBeyondTheRoundTrip() {
        ResultTable table = new ResultTable("congestion");
        row(table, 10, 65536, 2, 170.0, 310.0);
        row(table, 10, "default", "default", 162.0, 309.0);

        String report = ExperimentReports.congestion(table);

        assertTrue(report.contains("| 10 | 64 KiB | 2 | 170.0 (150.0) | +20.0 (13 %) | +10.0 | 310.0 (297.0)"
                + " | +13.0 (4 %) | +3.0 |"), report);
        assertTrue(report.contains("| 10 | defaults | default | 162.0 (150.0) | +12.0 (8 %) | +2.0 |"), report);
    }

    @Test
    void theDefaultsWindowIsTheKernelsAutoTuningCeiling() {
        assumeTrue(new File("/proc/sys/net/ipv4/tcp_wmem").canRead(), "not Linux");
        // the kernel's smallest possible maxima are pages, not the first digit of the number
        assertTrue(CongestionExperiment.autoTuningCeiling() >= 4096, "" + CongestionExperiment.autoTuningCeiling());
    }

    private static void row(ResultTable table, int rtt, Object buffer, Object connections, double mean, double p99) {
        Map<String, Object> row = table.newRow();
        row.put("network", "loopback + relay RTT " + rtt + " ms");
        row.put("rtt_ms", rtt);
        row.put("buffer_bytes", buffer);
        row.put("connections", connections);
        row.put("callers", 800);
        row.put("payload_bytes", 4096);
        row.put("errors", 0L);
        row.put("ops_per_sec", 4000.0);
        row.put("mean_ms", mean);
        row.put("p99_ms", p99);
        row.put("service_mean_ms", 150.0);
        row.put("service_p99_ms", 297.0);
    }

    private static void assertMessage(String expected, String... args) {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> settings(args));
        assertTrue(error.getMessage().contains(expected), error.getMessage());
    }

    private static RunSettings settings(String... args) {
        return new RunSettings(Args.parse(args, RunSettings.OPTIONS), new File("target"));
    }
}
