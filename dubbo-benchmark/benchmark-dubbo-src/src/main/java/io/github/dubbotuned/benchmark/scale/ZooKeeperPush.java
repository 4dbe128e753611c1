package io.github.dubbotuned.benchmark.scale;

import io.github.dubbotuned.benchmark.harness.ProviderFleet;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.Directory;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The consumer's side of a scale run over a real ZooKeeper ({@code --registry zookeeper}): the benchmark runner writes
 * the fleet into ZooKeeper when asked (a line {@value #REQUEST}{@code full PORT | one-percent N | one-percent-again N |
 * churn N} on standard output), and this class waits until every directory concerned reflects the write, through the
 * implementation's own ZooKeeper registry. It models the same fleet and churn as the runner's writer (same shape, same seed, the same churn
 * steps in the same order), so it knows what each directory must hold.
 *
 * <p>A directory of an interface reflects the fleet when it holds one invoker per live instance of the interface's
 * application, each on a live instance's host, with the instance's {@code weight}; and, for every instance a step
 * restarted or re-weighted (its node was replaced), either a new invoker or one whose URL shows the instance's new
 * {@code timestamp}, or none: Apache Dubbo 3.3's registry strips the provider's {@code timestamp} (and {@code pid})
 * from the URLs it notifies, so a restart is invisible to its directories and counts as reflected at once. The check
 * polls every millisecond; what it needs of an invoker's URL is read once per invoker and step (an invoker's URL does
 * not change, and a lazy invoker of ours derives its URL each time it is asked), and forgotten when the step is
 * reflected, so that the live heap measured after a step holds none of it. A write not reflected within its timeout is
 * counted ({@link #timeouts()}), not waited for without end.
 */
final class ZooKeeperPush {

    static final String REQUEST = "SCALE ZOOKEEPER WRITE ";
    static final long FULL_TIMEOUT_MILLIS = 600_000;
    static final long STEP_TIMEOUT_MILLIS = 120_000;
    /** A directory whose invoker list is the same object as at its last check is checked again after this long. */
    static final long RECHECK_NANOS = 50_000_000L;
    private static final String CHANGED_WEIGHT = String.valueOf(ProviderFleet.CHANGED_WEIGHT);

    private final ProviderFleet fleet;
    private final Directory<?>[] directories;
    /** Per slot: the state the directories last reflected (host id or -1, start time, variant). */
    private final int[] seenHost;
    private final long[] seenStart;
    private final byte[] seenVariant;
    /** Per host id: the slot ({@code app * instancesPerApp + slot}) running it in the model, or -1. */
    private int[] slotOfHost;
    /** Per interface: the invoker list of its last check, and when that was. */
    /** During one step: what each invoker's URL says (host id, weight changed or not, timestamp). */
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    /** The CPU time this class's own thread spent in requests and checks: part of the consumer's CPU, not its work. */
    private long checkingCpuNanos;
    private Map<Invoker<?>, UrlFacts> facts = new IdentityHashMap<Invoker<?>, UrlFacts>();
    private final Object[] checkedList;
    private final long[] checkedAt;
    private int timeouts;

    ZooKeeperPush(ScaleWorld world) {
        this.fleet = world.fleet;
        this.directories = new Directory<?>[fleet.interfaces()];
        for (Directory<?> directory : world.directories) {
            int iface = world.interfaceIndex(directory.getConsumerUrl().getServiceInterface());
            if (iface >= 0) {
                directories[iface] = directory;
            }
        }
        for (int iface = 0; iface < directories.length; iface++) {
            if (directories[iface] == null) {
                throw new IllegalStateException("no directory for " + fleet.interfaceName(iface));
            }
        }
        int slots = fleet.applications() * fleet.instancesPerApp();
        seenHost = new int[slots];
        Arrays.fill(seenHost, -1);
        seenStart = new long[slots];
        seenVariant = new byte[slots];
        slotOfHost = new int[slots * 2];
        Arrays.fill(slotOfHost, -1);
        for (int index = 0; index < slots; index++) {
            placeHost(index);
        }
        checkedList = new Object[fleet.interfaces()];
        checkedAt = new long[fleet.interfaces()];
    }

    /** Records in {@link #slotOfHost} the host slot {@code index} runs in the model now. */
    private void placeHost(int index) {
        int host = fleet.hostId(index / fleet.instancesPerApp(), index % fleet.instancesPerApp());
        if (host < 0) {
            return;
        }
        if (host >= slotOfHost.length) {
            int[] larger = Arrays.copyOf(slotOfHost, Math.max(host + 1, slotOfHost.length * 2));
            Arrays.fill(larger, slotOfHost.length, larger.length, -1);
            slotOfHost = larger;
        }
        slotOfHost[host] = index;
    }

    /** Writes that were not reflected within their timeout. */
    int timeouts() {
        return timeouts;
    }

    /** Asks for every provider and waits until every directory holds them. */
    /** The CPU time spent so far by this class's own thread in {@link #full} and {@link #churn}. */
    long checkingCpuNanos() {
        return checkingCpuNanos;
    }

    void full(int port) {
        long cpuStart = THREADS.getCurrentThreadCpuTime();
        try {
            fullWrite(port);
        } finally {
            checkingCpuNanos += THREADS.getCurrentThreadCpuTime() - cpuStart;
        }
    }

    private void fullWrite(int port) {
        request("full " + port);
        List<Integer> all = new ArrayList<Integer>();
        for (int iface = 0; iface < fleet.interfaces(); iface++) {
            all.add(iface);
        }
        List<Integer> slots = new ArrayList<Integer>();
        for (int index = 0; index < seenHost.length; index++) {
            slots.add(index);
        }
        await(all, new Invoker<?>[fleet.interfaces()][], FULL_TIMEOUT_MILLIS, "full write");
        remember(slots);
    }

    /**
     * Asks for {@code events} churn events ({@code kind} one-percent, one-percent-again or churn), applies them to the
     * model and waits until every directory of a changed application reflects them.
     */
    void churn(String kind, int events) {
        long cpuStart = THREADS.getCurrentThreadCpuTime();
        try {
            churnWrite(kind, events);
        } finally {
            checkingCpuNanos += THREADS.getCurrentThreadCpuTime() - cpuStart;
        }
    }

    private void churnWrite(String kind, int events) {
        Set<Integer> changed = new LinkedHashSet<Integer>();
        for (ProviderFleet.Event event : fleet.churn(events)) {
            int index = event.app * fleet.instancesPerApp() + event.slot;
            if (differs(index)) {
                changed.add(index);
            }
        }
        Set<Integer> apps = new TreeSet<Integer>();
        for (int index : changed) {
            apps.add(index / fleet.instancesPerApp());
            int old = seenHost[index];
            if (old >= 0 && old < slotOfHost.length && slotOfHost[old] == index) {
                slotOfHost[old] = -1;
            }
        }
        for (int index : changed) {
            placeHost(index);
        }
        List<Integer> interfaces = new ArrayList<Integer>();
        for (int app : apps) {
            interfaces.addAll(fleet.interfacesOf(app));
        }
        // before the write: the invokers of the instances whose nodes it replaces
        Invoker<?>[][] before = new Invoker<?>[fleet.interfaces()][];
        for (int iface : interfaces) {
            int app = fleet.applicationOf(iface);
            Invoker<?>[] old = new Invoker<?>[fleet.instancesPerApp()];
            for (Invoker<?> invoker : directories[iface].getAllInvokers()) {
                int slot = slotOf(app, factsOf(invoker).hostId);
                if (slot >= 0 && changed.contains(app * fleet.instancesPerApp() + slot)
                        && seenHost[app * fleet.instancesPerApp() + slot] == fleet.hostId(app, slot)) {
                    old[slot] = invoker;
                }
            }
            before[iface] = old;
        }
        request(kind + " " + events);
        await(interfaces, before, STEP_TIMEOUT_MILLIS, kind + " of " + events + " events");
        remember(changed);
    }

    private void await(List<Integer> interfaces, Invoker<?>[][] before, long timeoutMillis, String what) {
        try {
            awaitReflected(interfaces, before, timeoutMillis, what);
        } finally {
            // a new map: a cleared one keeps its table
            facts = new IdentityHashMap<Invoker<?>, UrlFacts>();
        }
    }

    private void awaitReflected(List<Integer> interfaces, Invoker<?>[][] before, long timeoutMillis, String what) {
        List<Integer> pending = new ArrayList<Integer>(interfaces);
        for (int iface : pending) {
            checkedList[iface] = null;
        }
        // the model does not change while this waits: each application's live instances counted once, not on
        // every check (this thread polls beside the registry's, on the same cores)
        Map<Integer, Integer> live = new HashMap<Integer, Integer>();
        for (int iface : pending) {
            int app = fleet.applicationOf(iface);
            if (!live.containsKey(app)) {
                live.put(app, fleet.liveInstances(app));
            }
        }
        long deadline = System.nanoTime() + timeoutMillis * 1_000_000L;
        while (true) {
            for (int i = pending.size() - 1; i >= 0; i--) {
                int iface = pending.get(i);
                // a directory replaces its invoker list when it changes (both implementations do): the same list
                // as at the last check is checked again only now and then, for a directory that changes it in place
                Object list = directories[iface].getAllInvokers();
                long now = System.nanoTime();
                if (list == checkedList[iface] && now - checkedAt[iface] < RECHECK_NANOS) {
                    continue;
                }
                checkedList[iface] = list;
                checkedAt[iface] = now;
                if (reflects(iface, before[iface], live.get(fleet.applicationOf(iface)))) {
                    pending.remove(i);
                }
            }
            if (pending.isEmpty()) {
                return;
            }
            if (System.nanoTime() > deadline) {
                timeouts++;
                int first = pending.get(0);
                System.out.printf("SCALE WARNING %s not reflected within %d ms: %d interfaces behind, e.g. %s: %s%n",
                        what, timeoutMillis, pending.size(), fleet.interfaceName(first), mismatch(first,
                                before[first]));
                System.out.flush();
                return;
            }
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for ZooKeeper", e);
            }
        }
    }

    /** Whether the directory of {@code iface} holds the model's providers (see the class comment). */
    private boolean reflects(int iface, Invoker<?>[] before, int liveInstances) {
        int app = fleet.applicationOf(iface);
        List<? extends Invoker<?>> invokers = directories[iface].getAllInvokers();
        if (invokers.size() != liveInstances) {
            return false;
        }
        for (Invoker<?> invoker : invokers) {
            UrlFacts url = factsOf(invoker);
            int slot = slotOf(app, url.hostId);
            if (slot < 0) {
                return false;
            }
            if (url.weighted != (fleet.variantOf(app, slot) == 1)) {
                return false;
            }
            if (before != null && before[slot] == invoker && !showsStart(url.timestamp, iface, slot)) {
                return false;
            }
        }
        return true;
    }

    private UrlFacts factsOf(Invoker<?> invoker) {
        UrlFacts known = facts.get(invoker);
        if (known == null) {
            known = new UrlFacts(invoker.getUrl());
            facts.put(invoker, known);
        }
        return known;
    }

    /** What the check needs of an invoker's URL. */
    private static final class UrlFacts {
        final int hostId;
        final boolean weighted;
        final String timestamp;

        UrlFacts(URL url) {
            hostId = ProviderFleet.hostIdOf(url.getHost());
            weighted = CHANGED_WEIGHT.equals(url.getParameter("weight"));
            timestamp = url.getParameter("timestamp");
        }
    }

    /**
     * Whether an invoker URL shows the current start of slot {@code slot}: its {@code timestamp} is the instance's, or
     * it has none (Apache Dubbo 3.3's registry strips a provider's {@code timestamp} and {@code pid}, so a restart
     * changes nothing it keeps).
     */
    private boolean showsStart(String timestamp, int iface, int slot) {
        if (timestamp == null) {
            return true;
        }
        try {
            return Long.parseLong(timestamp) == fleet.timestamp(iface, slot);
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** Why the directory of {@code iface} does not reflect the model, for the log. */
    private String mismatch(int iface, Invoker<?>[] before) {
        int app = fleet.applicationOf(iface);
        List<? extends Invoker<?>> invokers = directories[iface].getAllInvokers();
        if (invokers.size() != fleet.liveInstances(app)) {
            return invokers.size() + " invokers for " + fleet.liveInstances(app) + " instances";
        }
        for (Invoker<?> invoker : invokers) {
            URL url = invoker.getUrl();
            int slot = slotOf(app, ProviderFleet.hostIdOf(url.getHost()));
            if (slot < 0) {
                return "an invoker on a host the fleet does not have: " + url;
            }
            String weight = url.getParameter("weight");
            if (CHANGED_WEIGHT.equals(weight) != (fleet.variantOf(app, slot) == 1)) {
                return "weight " + weight + " where the fleet has variant " + fleet.variantOf(app, slot) + ": " + url;
            }
            if (before != null && before[slot] == invoker && !showsStart(url.getParameter("timestamp"), iface, slot)) {
                return "the invoker of a replaced provider is still the old one (" + invoker.getClass().getName()
                        + "); expected timestamp " + fleet.timestamp(iface, slot) + ": " + url;
            }
        }
        return "none";
    }

    /** The slot of {@code app} whose live instance has host {@code hostId}, or -1. */
    private int slotOf(int app, int hostId) {
        if (hostId < 0 || hostId >= slotOfHost.length) {
            return -1;
        }
        int index = slotOfHost[hostId];
        return index >= 0 && index / fleet.instancesPerApp() == app ? index % fleet.instancesPerApp() : -1;
    }

    private boolean differs(int index) {
        int app = index / fleet.instancesPerApp();
        int slot = index % fleet.instancesPerApp();
        int host = fleet.hostId(app, slot);
        if (host != seenHost[index]) {
            return true;
        }
        return host >= 0 && (fleet.startTime(app, slot) != seenStart[index]
                || fleet.variantOf(app, slot) != seenVariant[index]);
    }

    private void remember(Iterable<Integer> slots) {
        for (int index : slots) {
            int app = index / fleet.instancesPerApp();
            int slot = index % fleet.instancesPerApp();
            seenHost[index] = fleet.hostId(app, slot);
            seenStart[index] = fleet.startTime(app, slot);
            seenVariant[index] = (byte) fleet.variantOf(app, slot);
        }
    }

    private static void request(String what) {
        System.out.println(REQUEST + what);
        System.out.flush();
    }
}
