package io.github.dubbotuned.benchmark.runner;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConsumerTimelineTest {

    private static final String INTERFACE = "[main] INFO org.apache.dubbo.registry.integration.RegistryDirectory - "
            + "api.FaultProbeService now has %d providers from zookeeper://10.214.3.1:2181%s: [%s]";
    private static final String APPLICATION = "[main] INFO org.apache.dubbo.registry.integration.RegistryDirectory - "
            + "api.FaultProbeService now has %d providers from service-discovery-registry://10.214.3.1:2181%s: [%s]";

    @Test
    void ticksGiveCallsPerProviderAndTheFirstAnswerAfterAMoment() {
        ConsumerTimeline timeline = new ConsumerTimeline();
        timeline.line(0, "FAULTS TICK t=1000 ok=10 failed=0 longest=3 by=p1:5,p2:5");
        timeline.line(0, "FAULTS TICK t=1200 ok=20 failed=1 longest=1000 by=p1:5,p2:15");
        timeline.line(0, "FAULTS TICK t=1400 ok=30 failed=1 longest=7 by=p1:6,p2:24");

        assertEquals(20, timeline.tickAt(1300).ok);
        assertEquals(1400, timeline.firstAnswerAfter("p1", 1000).time);
        assertEquals(1200, timeline.firstAnswerAfter("p2", 1000).time);
        assertNull(timeline.firstAnswerAfter("p3", 0));
        assertEquals(1000, timeline.longestCallMillis(1100, 1300));
        assertEquals(30, timeline.lastTick().ok);
    }

    @Test
    void aProviderLeavesWhenNoDirectoryHoldsItAndReturnsWhenAllDo() {
        ConsumerTimeline timeline = new ConsumerTimeline();
        timeline.line(100, String.format(INTERFACE, 2, "", "10.0.1.1:20880, 10.0.2.1:20880"));
        timeline.line(110, String.format(APPLICATION, 2, "", "10.0.1.1:20880, 10.0.2.1:20880"));
        timeline.line(500, String.format(INTERFACE, 1, " (1 gone)", "10.0.2.1:20880"));
        timeline.line(600, String.format(APPLICATION, 1, " (1 gone)", "10.0.2.1:20880"));
        timeline.line(900, String.format(APPLICATION, 2, "", "10.0.2.1:20880, 10.0.1.1:20880"));
        timeline.line(950, String.format(INTERFACE, 2, "", "10.0.1.1:20880, 10.0.2.1:20880"));

        assertEquals(600, timeline.directoryChange("10.0.1.1:20880", false, 200).time);
        assertEquals(950, timeline.directoryChange("10.0.1.1:20880", true, 600).time);
        assertEquals(new TreeSet<String>(Arrays.asList("10.0.2.1:20880")), timeline.directoryAt(550));
        assertEquals(new TreeSet<String>(Arrays.asList("10.0.1.1:20880", "10.0.2.1:20880")),
                timeline.anyDirectoryAt(550));
        assertEquals("application [10.0.2.1:20880]; interface [10.0.2.1:20880]",
                FaultsExperiment.directories(timeline.directoriesAt(700)));
        // out of the interface directory from 500 to 950, of the application one from 600 to 900
        assertEquals(450, timeline.missingMillis("10.0.1.1:20880", 200, 2000));
        assertEquals(100, timeline.missingMillis("10.0.1.1:20880", 850, 2000));
        assertEquals(0, timeline.missingMillis("10.0.2.1:20880", 0, 2000));
    }

    @Test
    void apacheDubboDirectoryLinesAreReadToo() {
        ConsumerTimeline timeline = new ConsumerTimeline();
        timeline.line(100, "[t] INFO org.apache.dubbo.registry.integration.RegistryDirectory -  [DUBBO] Received invokers"
                + " changed event from registry. Registry type: interface. Service Key: api.FaultProbeService. Urls"
                + " Size : 2. Invokers Size : 2. Available Size: 2. Available Invokers : 10.0.1.1:20880,10.0.2.1:20880,"
                + " dubbo version: 3.3.5, current host: 10.0.3.2");
        timeline.line(200, "[t] INFO org.apache.dubbo.registry.client.ServiceDiscoveryRegistryDirectory -  [DUBBO]"
                + " Received invokers changed event from registry. Registry type: instance. Service Key:"
                + " api.FaultProbeService. Urls Size : 1. Invokers Size : 1. Available Size: 1. Available Invokers :"
                + " 10.0.2.1:20880, dubbo version: 3.3.5, current host: 10.0.3.2");

        assertEquals("application [10.0.2.1:20880]; interface [10.0.1.1:20880, 10.0.2.1:20880]",
                FaultsExperiment.directories(timeline.directoriesAt(300)));
        assertEquals(new TreeSet<String>(Arrays.asList("10.0.2.1:20880")), timeline.directoryAt(300));
    }

    @Test
    void zooKeeperAndConnectionLinesAreEvents() {
        ConsumerTimeline timeline = new ConsumerTimeline();
        timeline.line(10, "[x] INFO org.apache.curator.framework.state.ConnectionStateManager - State change: "
                + "SUSPENDED");
        timeline.line(20, "[x] INFO org.apache.curator.framework.state.ConnectionStateManager - State change: LOST");
        timeline.line(30, "[x] INFO org.apache.curator.framework.state.ConnectionStateManager - State change: "
                + "RECONNECTED");
        timeline.line(40, "[x] WARN org.apache.dubbo.remoting.transport.ClientConnection - Cannot connect to "
                + "/10.214.1.1:20880 (attempt 1): refused");
        timeline.line(50, "FAULTS FAIL t=45 org.apache.dubbo.rpc.RpcException: No provider available");

        assertEquals(10, timeline.first(ConsumerTimeline.Kind.ZOOKEEPER_SUSPENDED, 0, null).time);
        assertEquals(20, timeline.first(ConsumerTimeline.Kind.ZOOKEEPER_LOST, 0, null).time);
        assertEquals(30, timeline.first(ConsumerTimeline.Kind.ZOOKEEPER_CONNECTED, 0, null).time);
        assertEquals(40, timeline.first(ConsumerTimeline.Kind.CONNECT_FAILED, 0, "10.214.1.1:20880").time);
        assertNull(timeline.first(ConsumerTimeline.Kind.CONNECT_FAILED, 0, "10.214.2.1:20880"));
        assertEquals(1, timeline.failures(0, 100).size());
        assertEquals("{RpcException=1}", FaultsExperiment.failureKinds(timeline.failures(0, 100)));
    }

    @Test
    void reportHasOneRowPerScenario() {
        ResultTable table = new ResultTable("faults");
        Map<String, Object> row = new LinkedHashMap<String, Object>();
        row.put("scenario", "kill");
        row.put("consumer", "ours");
        row.put("fault", "SIGKILL p1");
        row.put("calls_failed", 0L);
        row.put("calls_ok", 1000L);
        row.put("failure_kinds", "-");
        row.put("longest_call_ms", 515L);
        row.put("connection_trouble_s", "0.2");
        row.put("left_directory_s", "6.6");
        row.put("p1_answers_again_s", "9.1");
        row.put("back_in_directory_s", "8.7");
        row.put("untouched_provider", "p2");
        row.put("untouched_missing_s", "0.0");
        row.put("threads_before", 98);
        row.put("threads_after", 101);
        row.put("fds_before", 91);
        row.put("fds_after", 91);
        row.put("directory_after", "interface [a, b]");
        row.put("stale_or_missing", "none");
        table.rows().add(row);

        String report = FaultsReport.render(table);

        assertTrue(report.contains("| kill | ours | 0 / 1000 | 515 ms | connection 0.2, left directory 6.6"
                + " | p1 answers 9.1, back in directory 8.7 | p2: 0.0 s | 98 → 101 | 91 → 91 | exact |"), report);

        row.put("calls_failed", 3L);
        row.put("failure_kinds", "{RpcException=3}");
        row.put("failed_from_s", "0.1");
        row.put("failed_until_s", "0.4");
        row.put("stale_or_missing", "stale [a] missing []");
        report = FaultsReport.render(table);

        assertTrue(report.contains("| 3 / 1000 ({RpcException=3}, 0.1 to 0.4 s after the fault) |"), report);
        assertTrue(report.contains("| stale [a] missing [] (interface [a, b]) |"), report);
    }
}
