package io.github.dubbotuned.benchmark.harness;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * A synthetic provider fleet for the scale experiment, kept in a few primitive arrays so that a fleet of millions of
 * addresses costs the process that models it little: {@code applications} applications each export
 * {@code servicesPerApp} of the {@code interfaces} interfaces and run {@code instancesPerApp} instances (slots).
 * Interface level sees one address per (interface, live instance of its application); application level sees the
 * instances, whose services come from the MetadataInfo of their revision.
 *
 * <p>What each address looks like is what a real Apache Dubbo 3.3.5 provider registers (captured from one exporting a
 * ten-method service with a provider {@code timeout}, {@code retries}, {@code loadbalance}, an application
 * {@code owner} and two method configurations): 25 parameters, the sorted method list, an export {@code timestamp}
 * per address, {@code weight} when a churn step set one. Every instance has a distinct host in 127.0.0.0/8 and all
 * advertise the same port, so that a consumer which dials them reaches one local acceptor that counts.
 *
 * <p>Churn ({@link #churn(int)}) changes instances the way a fleet changes: restarts (new timestamps), weight changes
 * (a second revision at application level), instances going away and new ones (new hosts) arriving. Not thread-safe.
 */
public final class ProviderFleet {

    public static final String PROTOCOL = "dubbo";
    public static final String VERSION = "1.0.0";
    public static final String REGISTRY_CLUSTER = "default";
    /** The weight a churn step gives an instance (the default, 100, is not registered). */
    public static final int CHANGED_WEIGHT = 50;

    private static final String[] VERBS = {"create", "get", "list", "cancel", "count", "update", "pay", "refund",
        "details", "touch"};
    private static final long EPOCH = 1_795_000_000_000L;

    /** What a churn step did to an instance. */
    public enum Change { RESTART, WEIGHT, DOWN, UP }

    private final int interfaces;
    private final int servicesPerApp;
    private final int applications;
    private final int instancesPerApp;
    private final int port;
    private final Random random;

    /** Per slot ({@code app * instancesPerApp + slot}): host id, or -1 while the slot has no instance. */
    private final int[] hostIds;
    /** Per slot: start time (the export timestamp of its first service). */
    private final long[] startTimes;
    /** Per slot: 0 = base configuration, 1 = weight changed (revision B). */
    private final byte[] variants;
    /** Slots without an instance, for scale-up. */
    private final List<Integer> emptySlots = new ArrayList<Integer>();
    private int nextHostId;
    private long clock;

    /** Per interface and variant: the sorted parameter keys and values (timestamp's value is filled per address). */
    /**
     * Per interface its name, formatted once: a provider URL is built for every provider that appears or changes,
     * and formatting its name each time was 6 % of the samples of a 1 % push (JFR, 2.2 million addresses).
     */
    private final String[] interfaceNames;
    private final String[][][] keys;
    private final String[][][] values;
    private final String[] revisions;

    /**
     * @param addresses the interface-level addresses wanted; each application gets
     *                  {@code ceil(addresses / interfaces)} instances
     */
    public ProviderFleet(int interfaces, int addresses, int servicesPerApp, int port, long seed) {
        if (interfaces <= 0 || addresses <= 0 || servicesPerApp <= 0) {
            throw new IllegalArgumentException("interfaces, addresses and services per application must be positive");
        }
        this.interfaces = interfaces;
        this.servicesPerApp = servicesPerApp;
        this.applications = (interfaces + servicesPerApp - 1) / servicesPerApp;
        this.instancesPerApp = Math.max(1, (addresses + interfaces - 1) / interfaces);
        this.port = port;
        this.random = new Random(seed);
        int slots = applications * instancesPerApp;
        this.hostIds = new int[slots];
        this.startTimes = new long[slots];
        this.variants = new byte[slots];
        for (int i = 0; i < slots; i++) {
            hostIds[i] = nextHostId++;
            startTimes[i] = EPOCH + random.nextInt(86_400_000);
        }
        this.clock = EPOCH + 86_400_000L;
        this.interfaceNames = new String[interfaces];
        for (int i = 0; i < interfaces; i++) {
            interfaceNames[i] = String.format(Locale.ROOT, "io.github.dubbotuned.scale.s%03d.Service%04d", i % 1000, i);
        }
        this.keys = new String[interfaces][2][];
        this.values = new String[interfaces][2][];
        for (int i = 0; i < interfaces; i++) {
            for (int variant = 0; variant < 2; variant++) {
                TreeMap<String, String> params = registeredParameters(i, variant);
                keys[i][variant] = params.keySet().toArray(new String[0]);
                values[i][variant] = params.values().toArray(new String[0]);
            }
        }
        this.revisions = new String[applications * 2];
        for (int app = 0; app < applications; app++) {
            for (int variant = 0; variant < 2; variant++) {
                revisions[app * 2 + variant] = md5(applicationName(app) + "/" + variant);
            }
        }
    }

    // ------------------------------------------------------------------ shape

    public int interfaces() {
        return interfaces;
    }

    public int applications() {
        return applications;
    }

    public int instancesPerApp() {
        return instancesPerApp;
    }

    public int port() {
        return port;
    }

    /** Interface-level addresses now: the live instances of each interface's application. */
    public long addresses() {
        long total = 0;
        for (int i = 0; i < interfaces; i++) {
            total += liveInstances(applicationOf(i));
        }
        return total;
    }

    /** Live instances of all applications. */
    public int instances() {
        int live = 0;
        for (int id : hostIds) {
            if (id >= 0) {
                live++;
            }
        }
        return live;
    }

    public int liveInstances(int app) {
        int live = 0;
        for (int slot = 0; slot < instancesPerApp; slot++) {
            if (hostIds[app * instancesPerApp + slot] >= 0) {
                live++;
            }
        }
        return live;
    }

    public String interfaceName(int iface) {
        return interfaceNames[iface];
    }

    public String applicationName(int app) {
        return String.format("scale-app-%04d", app);
    }

    public int applicationOf(int iface) {
        return iface / servicesPerApp;
    }

    /** The interfaces application {@code app} exports. */
    public List<Integer> interfacesOf(int app) {
        List<Integer> list = new ArrayList<Integer>();
        for (int i = app * servicesPerApp; i < Math.min(interfaces, (app + 1) * servicesPerApp); i++) {
            list.add(i);
        }
        return list;
    }

    /** Whether slot {@code slot} of {@code app} runs an instance. */
    public boolean isLive(int app, int slot) {
        return hostIds[app * instancesPerApp + slot] >= 0;
    }

    public String host(int app, int slot) {
        int id = hostIds[app * instancesPerApp + slot];
        if (id < 0) {
            throw new IllegalStateException("slot " + slot + " of " + applicationName(app) + " has no instance");
        }
        return hostAddress(id);
    }

    /** The host id of slot {@code slot} of {@code app} (see {@link #hostAddress}), or -1 while it has no instance. */
    public int hostId(int app, int slot) {
        return hostIds[app * instancesPerApp + slot];
    }

    /** The start time of the instance in slot {@code slot} of {@code app}. */
    public long startTime(int app, int slot) {
        return startTimes[app * instancesPerApp + slot];
    }

    /** The address of host {@code id}: 127.x.y.z, distinct per id. */
    public static String hostAddress(int id) {
        return "127." + (1 + (id >> 16)) + "." + ((id >> 8) & 0xff) + "." + (id & 0xff);
    }

    /** The host id of an address {@link #hostAddress} made, or -1 for any other text; allocates nothing. */
    public static int hostIdOf(String address) {
        if (address == null || !address.startsWith("127.")) {
            return -1;
        }
        int[] parts = new int[3];
        int part = 0;
        int value = -1;
        for (int i = 4; i < address.length(); i++) {
            char c = address.charAt(i);
            if (c == '.') {
                if (value < 0 || part >= 2) {
                    return -1;
                }
                parts[part++] = value;
                value = -1;
            } else if (c >= '0' && c <= '9') {
                value = (value < 0 ? 0 : value * 10) + (c - '0');
                if (value > 255) {
                    return -1;
                }
            } else {
                return -1;
            }
        }
        if (part != 2 || value < 0 || parts[0] < 1) {
            return -1;
        }
        return ((parts[0] - 1) << 16) | (parts[1] << 8) | value;
    }

    // ------------------------------------------------------------------ interface level

    /**
     * The provider URL slot {@code slot} registers for {@code iface}, in its plain (not form-encoded) full-string
     * form, parameters sorted by key as Apache Dubbo writes them.
     */
    public String providerUrl(int iface, int slot) {
        int app = applicationOf(iface);
        int index = app * instancesPerApp + slot;
        if (hostIds[index] < 0) {
            throw new IllegalStateException("slot " + slot + " of " + applicationName(app) + " has no instance");
        }
        return providerUrl(iface, hostIds[index], startTimes[index], variants[index]);
    }

    /**
     * The provider URL an instance of host {@code hostId}, started at {@code startTime}, in configuration
     * {@code variant} registers for {@code iface}: what {@link #providerUrl(int, int)} gives for a slot in that state,
     * also for a state the slot has left since.
     */
    public String providerUrl(int iface, int hostId, long startTime, int variant) {
        String[] k = keys[iface][variant];
        String[] v = values[iface][variant];
        StringBuilder url = new StringBuilder(768).append(PROTOCOL).append("://").append(hostAddress(hostId))
                .append(':').append(port).append('/').append(interfaceName(iface)).append('?');
        for (int i = 0; i < k.length; i++) {
            if (i > 0) {
                url.append('&');
            }
            url.append(k[i]).append('=');
            if ("timestamp".equals(k[i])) {
                url.append(timestamp(iface, startTime));
            } else {
                url.append(v[i]);
            }
        }
        return url.toString();
    }

    /** The export time of {@code iface} at slot {@code slot}: its instance's start plus a few ms per service. */
    public long timestamp(int iface, int slot) {
        return timestamp(iface, startTimes[applicationOf(iface) * instancesPerApp + slot]);
    }

    private long timestamp(int iface, long startTime) {
        return startTime + 3L * (iface - applicationOf(iface) * servicesPerApp);
    }

    // ------------------------------------------------------------------ application level

    /** The MetadataInfo revision of {@code app}'s instances in {@code variant}. */
    public String revision(int app, int variant) {
        return revisions[app * 2 + variant];
    }

    /** The revision slot {@code slot} of {@code app} advertises. */
    public String revisionOf(int app, int slot) {
        return revision(app, variants[app * instancesPerApp + slot]);
    }

    public int variantOf(int app, int slot) {
        return variants[app * instancesPerApp + slot];
    }

    /**
     * The parameters of {@code iface} in the MetadataInfo of a revision: what the provider registered at interface
     * level minus {@code timestamp}, plus {@code REGISTRY_CLUSTER} (as a 3.3.5 provider publishes them).
     */
    public Map<String, String> serviceParameters(int iface, int variant) {
        Map<String, String> params = new LinkedHashMap<String, String>();
        String[] k = keys[iface][variant];
        String[] v = values[iface][variant];
        for (int i = 0; i < k.length; i++) {
            if (!"timestamp".equals(k[i])) {
                params.put(k[i], v[i]);
            }
        }
        params.put("REGISTRY_CLUSTER", REGISTRY_CLUSTER);
        return params;
    }

    /** The metadata of an instance node, as a 3.3.5 provider with {@code metadata-type=local} writes it. */
    public Map<String, String> instanceMetadata(int app, int slot) {
        Map<String, String> metadata = new TreeMap<String, String>();
        metadata.put("dubbo.endpoints", "[{\"port\":" + port + ",\"protocol\":\"dubbo\"}]");
        metadata.put("dubbo.metadata-service.url-params", "{\"prefer.serialization\":\"hessian2,fastjson2\","
                + "\"version\":\"1.0.0\",\"dubbo\":\"2.0.2\",\"release\":\"3.3.5\",\"side\":\"provider\",\"port\":\""
                + port + "\",\"protocol\":\"dubbo\"}");
        metadata.put("dubbo.metadata.revision", revisionOf(app, slot));
        metadata.put("dubbo.metadata.storage-type", "local");
        metadata.put("meta-v", "1.0.0");
        metadata.put("timestamp", String.valueOf(startTimes[app * instancesPerApp + slot]));
        return metadata;
    }

    // ------------------------------------------------------------------ churn

    /** One instance changed by a churn step. */
    public static final class Event {
        public final int app;
        public final int slot;
        public final Change change;

        Event(int app, int slot, Change change) {
            this.app = app;
            this.slot = slot;
            this.change = change;
        }
    }

    /**
     * Changes {@code instanceEvents} instances: 40 % restart, 20 % change weight, 20 % go away, 20 % arrive (in a
     * free slot, with a new host; a restart when there is none).
     */
    public List<Event> churn(int instanceEvents) {
        List<Event> events = new ArrayList<Event>(instanceEvents);
        for (int n = 0; n < instanceEvents; n++) {
            int roll = random.nextInt(100);
            if (roll >= 80 && !emptySlots.isEmpty()) {
                int index = emptySlots.remove(random.nextInt(emptySlots.size()));
                hostIds[index] = nextHostId++;
                startTimes[index] = ++clock;
                variants[index] = 0;
                events.add(new Event(index / instancesPerApp, index % instancesPerApp, Change.UP));
                continue;
            }
            int index = randomLiveSlot();
            if (index < 0) {
                break;
            }
            int app = index / instancesPerApp;
            if (roll >= 60 && roll < 80 && liveInstances(app) > 1) {
                hostIds[index] = -1;
                emptySlots.add(index);
                events.add(new Event(app, index % instancesPerApp, Change.DOWN));
            } else if (roll >= 40 && roll < 60) {
                variants[index] = (byte) (1 - variants[index]);
                events.add(new Event(app, index % instancesPerApp, Change.WEIGHT));
            } else {
                startTimes[index] = clock += 1 + random.nextInt(1000);
                events.add(new Event(app, index % instancesPerApp, Change.RESTART));
            }
        }
        return events;
    }

    private int randomLiveSlot() {
        for (int attempt = 0; attempt < 64; attempt++) {
            int index = random.nextInt(hostIds.length);
            if (hostIds[index] >= 0) {
                return index;
            }
        }
        for (int index = 0; index < hostIds.length; index++) {
            if (hostIds[index] >= 0) {
                return index;
            }
        }
        return -1;
    }

    // ------------------------------------------------------------------ internals

    private TreeMap<String, String> registeredParameters(int iface, int variant) {
        String[] methods = new String[VERBS.length];
        for (int m = 0; m < VERBS.length; m++) {
            methods[m] = VERBS[m] + "Entity" + iface;
        }
        String[] sorted = methods.clone();
        Arrays.sort(sorted);
        String create = methods[0];
        String list = methods[2];
        TreeMap<String, String> params = new TreeMap<String, String>();
        params.put("application", applicationName(applicationOf(iface)));
        params.put(create + ".retries", "0");
        params.put(create + ".return", "true");
        params.put(create + ".sent", "true");
        params.put(create + ".timeout", "5000");
        params.put("deprecated", "false");
        params.put("dubbo", "2.0.2");
        params.put("dynamic", "true");
        params.put("generic", "false");
        params.put("interface", interfaceName(iface));
        params.put(list + ".return", "true");
        params.put(list + ".sent", "true");
        params.put(list + ".timeout", "10000");
        params.put("loadbalance", "roundrobin");
        params.put("methods", join(sorted));
        params.put("owner", "team-" + (applicationOf(iface) % 50));
        params.put("prefer.serialization", "hessian2,fastjson2");
        params.put("release", "3.3.5");
        params.put("retries", "2");
        params.put("revision", VERSION);
        params.put("service-name-mapping", "true");
        params.put("side", "provider");
        params.put("timeout", "3000");
        params.put("timestamp", "");
        params.put("version", VERSION);
        if (variant == 1) {
            params.put("weight", String.valueOf(CHANGED_WEIGHT));
        }
        return params;
    }

    private static String join(String[] items) {
        StringBuilder text = new StringBuilder();
        for (String item : items) {
            text.append(text.length() == 0 ? "" : ",").append(item);
        }
        return text.toString();
    }

    private static String md5(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("MD5").digest(text.getBytes(StandardCharsets.UTF_8));
            StringBuilder hex = new StringBuilder();
            for (byte b : digest) {
                hex.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
            }
            return hex.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Unmodifiable view of the empty slots, for tests. */
    List<Integer> emptySlots() {
        return Collections.unmodifiableList(emptySlots);
    }
}
