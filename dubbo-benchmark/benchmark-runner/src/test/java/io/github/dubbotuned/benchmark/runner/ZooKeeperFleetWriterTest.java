package io.github.dubbotuned.benchmark.runner;

import io.github.dubbotuned.benchmark.harness.ProviderFleet;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryOneTime;
import org.apache.zookeeper.server.ServerCnxnFactory;
import org.apache.zookeeper.server.ZooKeeperServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The scale experiment's ZooKeeper writer: node names, transaction packing, the reply size that decides
 * {@code jute.maxbuffer}, and, against a real ZooKeeper server in this JVM, that after the full write and after every
 * churn step each interface's providers node holds exactly the fleet's current provider URLs.
 */
class ZooKeeperFleetWriterTest {

    @Test
    void aNodeIsTheUrlEncodedProviderUrlUnderItsInterfacesProviders() throws Exception {
        ProviderFleet fleet = new ProviderFleet(20, 200, 10, 20880, 1);
        String url = fleet.providerUrl(3, 4);
        String path = ZooKeeperFleetWriter.nodePath(fleet.interfaceName(3), url);
        String prefix = "/dubbo/" + fleet.interfaceName(3) + "/providers/";
        assertTrue(path.startsWith(prefix), path);
        String child = path.substring(prefix.length());
        assertFalse(child.contains("/"), child);
        assertEquals(url, URLDecoder.decode(child, "UTF-8"));
    }

    @Test
    void aProviderUrlCanBeRenderedForAStateItsSlotHasLeft() {
        ProviderFleet fleet = new ProviderFleet(20, 200, 10, 20880, 1);
        int app = fleet.applicationOf(7);
        String before = fleet.providerUrl(7, 2);
        int host = fleet.hostId(app, 2);
        long start = fleet.startTime(app, 2);
        int variant = fleet.variantOf(app, 2);
        assertEquals(before, fleet.providerUrl(7, host, start, variant));
        for (int step = 0; step < 200 && fleet.startTime(app, 2) == start && fleet.variantOf(app, 2) == variant
                && fleet.hostId(app, 2) == host; step++) {
            fleet.churn(1);
        }
        assertFalse(fleet.isLive(app, 2) && before.equals(fleet.providerUrl(7, 2)), "slot 2 changed");
        assertEquals(before, fleet.providerUrl(7, host, start, variant), "the old state still renders the old URL");
    }

    @Test
    void hostAddressesAndIdsRoundTrip() {
        for (int id : new int[] {0, 1, 255, 256, 65535, 65536, 1_000_000, 2_200_000}) {
            assertEquals(id, ProviderFleet.hostIdOf(ProviderFleet.hostAddress(id)), "id " + id);
        }
        for (String other : Arrays.asList(null, "", "localhost", "10.0.0.1", "127.0.0", "127.0.0.1.2", "127.1.256.1",
                "127.1.2.x", "127.1..2")) {
            assertEquals(-1, ProviderFleet.hostIdOf(other), String.valueOf(other));
        }
    }

    @Test
    void transactionsKeepGroupsWholeAndStayWithinTheirSize() {
        List<List<ZooKeeperFleetWriter.NodeChange>> groups = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            List<ZooKeeperFleetWriter.NodeChange> group = new ArrayList<>();
            group.add(new ZooKeeperFleetWriter.NodeChange("/dubbo/x/providers/old" + i + repeat(i * 7), false));
            group.add(new ZooKeeperFleetWriter.NodeChange("/dubbo/x/providers/new" + i + repeat(i * 7), true));
            groups.add(group);
        }
        List<ZooKeeperFleetWriter.NodeChange> oversized = new ArrayList<>();
        oversized.add(new ZooKeeperFleetWriter.NodeChange("/dubbo/x/providers/" + repeat(3000), true));
        groups.add(20, oversized);

        List<List<ZooKeeperFleetWriter.NodeChange>> batches = ZooKeeperFleetWriter.batches(groups, 1000);

        List<ZooKeeperFleetWriter.NodeChange> flattened = new ArrayList<>();
        for (List<ZooKeeperFleetWriter.NodeChange> batch : batches) {
            int bytes = 0;
            for (ZooKeeperFleetWriter.NodeChange change : batch) {
                bytes += change.bytes();
            }
            assertTrue(bytes <= 1000 || batch.equals(oversized), "batch of " + bytes + " bytes: " + batch);
            flattened.addAll(batch);
        }
        List<ZooKeeperFleetWriter.NodeChange> expected = new ArrayList<>();
        for (List<ZooKeeperFleetWriter.NodeChange> group : groups) {
            expected.addAll(group);
        }
        assertEquals(expected, flattened, "every change once, in order");
        for (List<ZooKeeperFleetWriter.NodeChange> group : groups) {
            boolean together = false;
            for (List<ZooKeeperFleetWriter.NodeChange> batch : batches) {
                together |= batch.containsAll(group);
            }
            assertTrue(together, "group split: " + group);
        }
        assertTrue(batches.size() > 5, "packing split the changes: " + batches.size());
    }

    @Test
    void juteMaxBufferIsRaisedOnlyWhenTheLargestInterfaceNeedsIt() {
        ProviderFleet small = new ProviderFleet(700, 100_000, 10, 20880, 1);
        long reply = ZooKeeperFleetWriter.largestChildrenReplyBytes(small);
        long name = ZooKeeperFleetWriter.encode(small.providerUrl(0, 0)).length();
        assertTrue(reply > small.instancesPerApp() * name, reply + " for " + small.instancesPerApp() + " names");
        assertEquals(ZooKeeperScaleRun.DEFAULT_JUTE_MAXBUFFER, ZooKeeperScaleRun.juteMaxBuffer(reply));
        long large = 3_000_000;
        assertEquals(2 * large, ZooKeeperScaleRun.juteMaxBuffer(large));
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void zooKeeperHoldsExactlyTheFleetAfterTheFullWriteAndEveryChurnStep(@TempDir Path data) throws Exception {
        ZooKeeperServer server = new ZooKeeperServer(data.resolve("snap").toFile(), data.resolve("log").toFile(),
                2000);
        ServerCnxnFactory connections = ServerCnxnFactory.createFactory(new InetSocketAddress("127.0.0.1", 0), 0);
        connections.startup(server);
        try (CuratorFramework client = CuratorFrameworkFactory.newClient("127.0.0.1:" + connections.getLocalPort(),
                new RetryOneTime(100))) {
            client.start();
            assertTrue(client.blockUntilConnected(30, TimeUnit.SECONDS));
            ProviderFleet fleet = new ProviderFleet(20, 300, 10, 20880, 7);
            // transactions of 4 KB: a few nodes each, so that packing is exercised
            ZooKeeperFleetWriter writer = new ZooKeeperFleetWriter(client, fleet, 4096);
            writer.createParents();

            ZooKeeperFleetWriter.Written full = writer.writeAll();

            assertEquals(fleet.addresses(), full.nodesCreated);
            assertTrue(full.transactions > fleet.interfaces(), "an interface's nodes span transactions: "
                    + full.transactions);
            assertHoldsTheFleet(client, fleet);
            int deleted = 0;
            for (int step = 0; step < 10; step++) {
                ZooKeeperFleetWriter.Written churn = writer.churn(7);
                deleted += churn.nodesDeleted;
                assertHoldsTheFleet(client, fleet);
            }
            assertTrue(deleted > 0, "churn replaced nodes");
        } finally {
            connections.shutdown();
            server.shutdown();
        }
    }

    private static void assertHoldsTheFleet(CuratorFramework client, ProviderFleet fleet) throws Exception {
        for (int iface = 0; iface < fleet.interfaces(); iface++) {
            Set<String> expected = new HashSet<>();
            int app = fleet.applicationOf(iface);
            for (int slot = 0; slot < fleet.instancesPerApp(); slot++) {
                if (fleet.isLive(app, slot)) {
                    expected.add(fleet.providerUrl(iface, slot));
                }
            }
            Set<String> held = new HashSet<>();
            for (String child : client.getChildren().forPath(
                    ZooKeeperFleetWriter.providersPath(fleet.interfaceName(iface)))) {
                held.add(URLDecoder.decode(child, "UTF-8"));
            }
            assertEquals(expected, held, fleet.interfaceName(iface));
        }
    }

    private static String repeat(int count) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < count; i++) {
            text.append('a');
        }
        return text.toString();
    }
}
