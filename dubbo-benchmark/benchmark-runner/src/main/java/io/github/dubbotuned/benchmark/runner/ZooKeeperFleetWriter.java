package io.github.dubbotuned.benchmark.runner;

import io.github.dubbotuned.benchmark.harness.ProviderFleet;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.api.BackgroundCallback;
import org.apache.curator.framework.api.CuratorEvent;
import org.apache.curator.framework.api.transaction.CuratorOp;
import org.apache.zookeeper.CreateMode;
import org.apache.zookeeper.KeeperException;

import java.io.UnsupportedEncodingException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Writes the provider fleet of the scale experiment into a real ZooKeeper in the layout every Dubbo registry reads
 * ({@code /dubbo/{interface}/providers/{URL-encoded provider URL}}), the very URLs the synthetic registry hands out,
 * and then the fleet's churn: a changed provider is a delete of its old node and a create of its new one.
 *
 * <p>Writes go as multi-operation transactions of at most {@code maxBatchBytes} (well below ZooKeeper's default
 * {@code jute.maxbuffer} of 1 MB, which bounds a request), several in flight at once. The full write puts each
 * interface's providers into as few transactions as fit, so that a subscriber sees an interface fill in one or a few
 * changes, as the synthetic registry's full push notifies each interface once; a churn step keeps the delete and the
 * create of one provider in the same transaction, so that no subscriber sees it missing in between.
 *
 * <p>Nodes are persistent, not ephemeral as a provider's own: this writer's session would otherwise have to outlive
 * every pause of a machine busy with the consumer under test, and a lost session would take the fleet with it. Each run
 * has a ZooKeeper of its own, so nothing outlives the run. The writer keeps, per instance slot, what ZooKeeper holds
 * (host, start time, configuration), so that it can name the node a churn step replaces. Not thread-safe.
 */
final class ZooKeeperFleetWriter {

    static final String ROOT = "/dubbo";
    /** A transaction's size: half of ZooKeeper's default request limit. */
    static final int MAX_BATCH_BYTES = 512 * 1024;
    /** What one operation of a transaction adds besides its path (type, flags, ACL, empty data), generously. */
    static final int OPERATION_OVERHEAD = 64;
    private static final int IN_FLIGHT = 8;
    private static final long TIMEOUT_MILLIS = 600_000;

    /** One node to create or delete. */
    static final class NodeChange {
        final String path;
        final boolean create;

        NodeChange(String path, boolean create) {
            this.path = path;
            this.create = create;
        }

        int bytes() {
            return path.length() + OPERATION_OVERHEAD;
        }

        @Override
        public String toString() {
            return (create ? "create " : "delete ") + path;
        }
    }

    /** What one write did. */
    static final class Written {
        final int nodesCreated;
        final int nodesDeleted;
        final int transactions;
        final double millis;

        Written(int nodesCreated, int nodesDeleted, int transactions, double millis) {
            this.nodesCreated = nodesCreated;
            this.nodesDeleted = nodesDeleted;
            this.transactions = transactions;
            this.millis = millis;
        }
    }

    private final CuratorFramework client;
    private final ProviderFleet fleet;
    private final int maxBatchBytes;
    /** Per slot ({@code app * instancesPerApp + slot}): the host id ZooKeeper holds nodes of, or -1. */
    private final int[] writtenHost;
    private final long[] writtenStart;
    private final byte[] writtenVariant;

    ZooKeeperFleetWriter(CuratorFramework client, ProviderFleet fleet, int maxBatchBytes) {
        this.client = client;
        this.fleet = fleet;
        this.maxBatchBytes = maxBatchBytes;
        int slots = fleet.applications() * fleet.instancesPerApp();
        this.writtenHost = new int[slots];
        java.util.Arrays.fill(writtenHost, -1);
        this.writtenStart = new long[slots];
        this.writtenVariant = new byte[slots];
    }

    static String providersPath(String interfaceName) {
        return ROOT + "/" + interfaceName + "/providers";
    }

    /** The node of a provider URL: its full string, URL-encoded (UTF-8, as {@code URLEncoder}), under providers. */
    static String nodePath(String interfaceName, String providerUrl) {
        return providersPath(interfaceName) + "/" + encode(providerUrl);
    }

    static String encode(String text) {
        try {
            return URLEncoder.encode(text, StandardCharsets.UTF_8.name());
        } catch (UnsupportedEncodingException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The bytes a getChildren reply of the largest interface can reach (every slot live, in the longer configuration,
     * with room for longer hosts and timestamps after churn): what a subscriber's {@code jute.maxbuffer} must exceed.
     */
    static long largestChildrenReplyBytes(ProviderFleet fleet) {
        long largest = 0;
        for (int iface = 0; iface < fleet.interfaces(); iface++) {
            int app = fleet.applicationOf(iface);
            long name = 0;
            for (int variant = 0; variant < 2; variant++) {
                String url = fleet.providerUrl(iface, fleet.hostId(app, 0), fleet.startTime(app, 0), variant);
                name = Math.max(name, encode(url).length());
            }
            // 4 bytes of length per name, 32 of slack for longer hosts and timestamps, and the reply's header
            largest = Math.max(largest, fleet.instancesPerApp() * (name + 4 + 32) + 64);
        }
        return largest;
    }

    /** Creates {@code /dubbo/{interface}/providers} of every interface (before any consumer subscribes). */
    void createParents() throws Exception {
        for (int iface = 0; iface < fleet.interfaces(); iface++) {
            try {
                client.create().creatingParentsIfNeeded().withMode(CreateMode.PERSISTENT)
                        .forPath(providersPath(fleet.interfaceName(iface)), new byte[0]);
            } catch (KeeperException.NodeExistsException e) {
                // there already
            }
        }
    }

    /** Writes every live provider of the fleet, interface after interface. */
    Written writeAll() throws Exception {
        long start = System.nanoTime();
        Transactions transactions = new Transactions();
        int created = 0;
        for (int iface = 0; iface < fleet.interfaces(); iface++) {
            int app = fleet.applicationOf(iface);
            List<NodeChange> group = new ArrayList<NodeChange>();
            for (int slot = 0; slot < fleet.instancesPerApp(); slot++) {
                if (fleet.isLive(app, slot)) {
                    group.add(new NodeChange(nodePath(fleet.interfaceName(iface), fleet.providerUrl(iface, slot)),
                            true));
                    created++;
                }
            }
            // an interface's providers go together (split only where a transaction would be too large)
            for (List<NodeChange> part : batches(singletons(group), maxBatchBytes)) {
                transactions.send(part);
            }
        }
        transactions.finish();
        for (int app = 0; app < fleet.applications(); app++) {
            for (int slot = 0; slot < fleet.instancesPerApp(); slot++) {
                remember(app, slot);
            }
        }
        return new Written(created, 0, transactions.sent, (System.nanoTime() - start) / 1e6);
    }

    /** Applies {@code events} churn events to the fleet and writes what changed. */
    Written churn(int events) throws Exception {
        long start = System.nanoTime();
        Set<Integer> changedSlots = new LinkedHashSet<Integer>();
        for (ProviderFleet.Event event : fleet.churn(events)) {
            changedSlots.add(event.app * fleet.instancesPerApp() + event.slot);
        }
        List<List<NodeChange>> groups = changes(changedSlots);
        int created = 0;
        int deleted = 0;
        for (List<NodeChange> group : groups) {
            for (NodeChange change : group) {
                if (change.create) {
                    created++;
                } else {
                    deleted++;
                }
            }
        }
        Transactions transactions = new Transactions();
        for (List<NodeChange> batch : batches(groups, maxBatchBytes)) {
            transactions.send(batch);
        }
        transactions.finish();
        return new Written(created, deleted, transactions.sent, (System.nanoTime() - start) / 1e6);
    }

    /** Per changed slot and interface of its application: delete the node ZooKeeper holds, create the current one. */
    private List<List<NodeChange>> changes(Set<Integer> changedSlots) {
        List<List<NodeChange>> groups = new ArrayList<List<NodeChange>>();
        for (int index : changedSlots) {
            int app = index / fleet.instancesPerApp();
            int slot = index % fleet.instancesPerApp();
            for (int iface : fleet.interfacesOf(app)) {
                String name = fleet.interfaceName(iface);
                String before = writtenHost[index] < 0 ? null : nodePath(name,
                        fleet.providerUrl(iface, writtenHost[index], writtenStart[index], writtenVariant[index]));
                String after = fleet.isLive(app, slot) ? nodePath(name, fleet.providerUrl(iface, slot)) : null;
                if (before != null && before.equals(after)) {
                    continue;
                }
                List<NodeChange> group = new ArrayList<NodeChange>(2);
                if (before != null) {
                    group.add(new NodeChange(before, false));
                }
                if (after != null) {
                    group.add(new NodeChange(after, true));
                }
                groups.add(group);
            }
            remember(app, slot);
        }
        return groups;
    }

    private void remember(int app, int slot) {
        int index = app * fleet.instancesPerApp() + slot;
        writtenHost[index] = fleet.hostId(app, slot);
        if (writtenHost[index] >= 0) {
            writtenStart[index] = fleet.startTime(app, slot);
            writtenVariant[index] = (byte) fleet.variantOf(app, slot);
        }
    }

    /**
     * Packs groups of changes into transactions of at most {@code maxBytes}, in order, never splitting a group; a
     * group larger than {@code maxBytes} becomes a transaction of its own.
     */
    static List<List<NodeChange>> batches(List<List<NodeChange>> groups, int maxBytes) {
        List<List<NodeChange>> batches = new ArrayList<List<NodeChange>>();
        List<NodeChange> current = new ArrayList<NodeChange>();
        int bytes = 0;
        for (List<NodeChange> group : groups) {
            int size = 0;
            for (NodeChange change : group) {
                size += change.bytes();
            }
            if (!current.isEmpty() && bytes + size > maxBytes) {
                batches.add(current);
                current = new ArrayList<NodeChange>();
                bytes = 0;
            }
            current.addAll(group);
            bytes += size;
        }
        if (!current.isEmpty()) {
            batches.add(current);
        }
        return batches;
    }

    private static List<List<NodeChange>> singletons(List<NodeChange> changes) {
        List<List<NodeChange>> groups = new ArrayList<List<NodeChange>>(changes.size());
        for (NodeChange change : changes) {
            List<NodeChange> group = new ArrayList<NodeChange>(1);
            group.add(change);
            groups.add(group);
        }
        return groups;
    }

    /** Transactions sent asynchronously, {@value #IN_FLIGHT} at most in flight. */
    private final class Transactions {
        private final Semaphore window = new Semaphore(IN_FLIGHT);
        private final AtomicReference<String> failure = new AtomicReference<String>();
        int sent;

        void send(final List<NodeChange> transaction) throws Exception {
            if (!window.tryAcquire(TIMEOUT_MILLIS, TimeUnit.MILLISECONDS)) {
                throw new IllegalStateException("ZooKeeper answered no transaction within " + TIMEOUT_MILLIS + " ms");
            }
            check();
            List<CuratorOp> operations = new ArrayList<CuratorOp>(transaction.size());
            for (NodeChange change : transaction) {
                operations.add(change.create
                        ? client.transactionOp().create().withMode(CreateMode.PERSISTENT).forPath(change.path,
                                new byte[0])
                        : client.transactionOp().delete().forPath(change.path));
            }
            client.transaction().inBackground(new BackgroundCallback() {
                @Override
                public void processResult(CuratorFramework ignored, CuratorEvent event) {
                    if (event.getResultCode() != KeeperException.Code.OK.intValue()) {
                        failure.compareAndSet(null, "a transaction of " + transaction.size() + " operations (first: "
                                + transaction.get(0) + ") failed: "
                                + KeeperException.Code.get(event.getResultCode()));
                    }
                    window.release();
                }
            }).forOperations(operations);
            sent++;
        }

        /** Waits until every transaction sent is answered; throws if one failed. */
        void finish() throws InterruptedException {
            if (!window.tryAcquire(IN_FLIGHT, TIMEOUT_MILLIS, TimeUnit.MILLISECONDS)) {
                throw new IllegalStateException("ZooKeeper did not answer every transaction within "
                        + TIMEOUT_MILLIS + " ms");
            }
            window.release(IN_FLIGHT);
            check();
        }

        private void check() {
            if (failure.get() != null) {
                throw new IllegalStateException(failure.get());
            }
        }
    }
}
