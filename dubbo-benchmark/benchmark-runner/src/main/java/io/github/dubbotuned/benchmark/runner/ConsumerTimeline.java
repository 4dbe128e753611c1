package io.github.dubbotuned.benchmark.runner;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the faults experiment's consumer said, in time order: its tick lines (calls answered per provider, calls
 * failed, the longest call), its failed calls, and the log lines that show what it knew — the providers
 * in its directory, its ZooKeeper connection, and its connections to providers. Lines arrive on the child's output
 * thread; queries come from the experiment's thread.
 */
final class ConsumerTimeline {

    /** One {@code FAULTS TICK} line. */
    static final class Tick {
        final long time;
        final long ok;
        final long failed;
        final long longestMillis;
        final Map<String, Long> byProvider;

        Tick(long time, long ok, long failed, long longestMillis, Map<String, Long> byProvider) {
            this.time = time;
            this.ok = ok;
            this.failed = failed;
            this.longestMillis = longestMillis;
            this.byProvider = byProvider;
        }

        long answeredBy(String provider) {
            Long count = byProvider.get(provider);
            return count == null ? 0 : count;
        }
    }

    /** A log line of interest, stamped with the time it was read. */
    static final class Event {
        final long time;
        final Kind kind;
        final String line;
        /** For {@link Kind#DIRECTORY}: the registry it comes from, and the provider addresses listed. */
        final String source;
        final Set<String> addresses;

        Event(long time, Kind kind, String line, String source, Set<String> addresses) {
            this.time = time;
            this.kind = kind;
            this.line = line;
            this.source = source;
            this.addresses = addresses;
        }
    }

    enum Kind { DIRECTORY, ZOOKEEPER_SUSPENDED, ZOOKEEPER_LOST, ZOOKEEPER_CONNECTED, CONNECTION_CLOSED,
        CONNECT_FAILED, RECONNECTED, FAILED_CALL }

    private static final Pattern TICK = Pattern.compile(
            "FAULTS TICK t=(\\d+) ok=(\\d+) failed=(\\d+) longest=(\\d+) by=(\\S*)");
    private static final Pattern FAIL = Pattern.compile("FAULTS FAIL t=(\\d+) (.*)");
    /**
     * Dubbo Tuned: {@code <service> now has N providers from <protocol>://<registry>[ (k gone)]: [a:p, b:p]}; one
     * directory per level ({@code service-discovery-registry} is the application level, else the interface level).
     */
    private static final Pattern DIRECTORY = Pattern.compile(
            " now has (\\d+) providers from (\\S+?)(?: \\(\\d+ gone\\))?: \\[(.*)\\]\\s*$");

    /**
     * Apache Dubbo 3.x: {@code Received invokers changed event from registry. Registry type: interface|instance. ...
     * Available Invokers : a:p,b:p}.
     */
    private static final Pattern APACHE_DIRECTORY = Pattern.compile(
            "Received invokers changed event from registry\\. Registry type: (\\w+)\\..*Available Invokers : (.*)$");
    private static final Pattern ADDRESS = Pattern.compile("\\d+\\.\\d+\\.\\d+\\.\\d+:\\d+");

    private final List<Tick> ticks = new ArrayList<Tick>();
    private final List<Event> events = new ArrayList<Event>();

    /** Takes one output line of the consumer, read at {@code now} (epoch ms). */
    synchronized void line(long now, String line) {
        Matcher tick = TICK.matcher(line);
        if (tick.find()) {
            ticks.add(new Tick(Long.parseLong(tick.group(1)), Long.parseLong(tick.group(2)),
                    Long.parseLong(tick.group(3)), Long.parseLong(tick.group(4)), counts(tick.group(5))));
            return;
        }
        Matcher fail = FAIL.matcher(line);
        if (fail.find()) {
            events.add(new Event(Long.parseLong(fail.group(1)), Kind.FAILED_CALL, fail.group(2), null, null));
            return;
        }
        Matcher directory = DIRECTORY.matcher(line);
        if (directory.find()) {
            String source = directory.group(2).startsWith("service-discovery-registry:") ? "application" : "interface";
            events.add(new Event(now, Kind.DIRECTORY, line, source, addresses(directory.group(3))));
            return;
        }
        Matcher apache = APACHE_DIRECTORY.matcher(line);
        if (apache.find()) {
            String source = "instance".equals(apache.group(1)) ? "application" : "interface";
            events.add(new Event(now, Kind.DIRECTORY, line, source, addresses(apache.group(2))));
            return;
        }
        Kind kind = null;
        // Curator's own state log (ConnectionStateManager), whichever Dubbo runs on it
        if (line.contains("State change: SUSPENDED")) {
            kind = Kind.ZOOKEEPER_SUSPENDED;
        } else if (line.contains("State change: LOST")) {
            kind = Kind.ZOOKEEPER_LOST;
        } else if (line.contains("State change: RECONNECTED") || line.contains("State change: CONNECTED")) {
            kind = Kind.ZOOKEEPER_CONNECTED;
        } else if (line.contains("Closing connection ")) {
            kind = Kind.CONNECTION_CLOSED;
        } else if (line.contains("Cannot connect to ")) {
            kind = Kind.CONNECT_FAILED;
        } else if (line.contains("Reconnected to ")) {
            kind = Kind.RECONNECTED;
        }
        if (kind != null) {
            events.add(new Event(now, kind, line, null, null));
        }
    }

    private static Set<String> addresses(String text) {
        Set<String> addresses = new LinkedHashSet<String>();
        Matcher address = ADDRESS.matcher(text);
        while (address.find()) {
            addresses.add(address.group());
        }
        return addresses;
    }

    private static Map<String, Long> counts(String text) {
        Map<String, Long> counts = new TreeMap<String, Long>();
        for (String pair : text.split(",")) {
            int colon = pair.lastIndexOf(':');
            if (colon > 0) {
                counts.put(pair.substring(0, colon), Long.parseLong(pair.substring(colon + 1)));
            }
        }
        return counts;
    }

    /** The last tick read at or before {@code time}, or null. */
    synchronized Tick tickAt(long time) {
        Tick found = null;
        for (Tick tick : ticks) {
            if (tick.time > time) {
                break;
            }
            found = tick;
        }
        return found;
    }

    synchronized Tick lastTick() {
        return ticks.isEmpty() ? null : ticks.get(ticks.size() - 1);
    }

    /** The first tick after {@code since} in which {@code provider} answered more calls than at {@code since}. */
    synchronized Tick firstAnswerAfter(String provider, long since) {
        Tick base = tickAt(since);
        long before = base == null ? 0 : base.answeredBy(provider);
        for (Tick tick : ticks) {
            if (tick.time > since && tick.answeredBy(provider) > before) {
                return tick;
            }
        }
        return null;
    }

    /** The longest a call had been in progress, over the ticks in {@code [from, to]}. */
    synchronized long longestCallMillis(long from, long to) {
        long oldest = 0;
        for (Tick tick : ticks) {
            if (tick.time >= from && tick.time <= to) {
                oldest = Math.max(oldest, tick.longestMillis);
            }
        }
        return oldest;
    }

    /** Each directory's providers (by registry) as last logged at or before {@code time}. */
    synchronized Map<String, Set<String>> directoriesAt(long time) {
        Map<String, Set<String>> current = new TreeMap<String, Set<String>>();
        for (Event event : events) {
            if (event.time <= time && event.kind == Kind.DIRECTORY) {
                current.put(event.source, event.addresses);
            }
        }
        return current;
    }

    /** The providers every directory holds at {@code time} (empty if none was logged). */
    synchronized Set<String> directoryAt(long time) {
        Set<String> common = null;
        for (Set<String> addresses : directoriesAt(time).values()) {
            if (common == null) {
                common = new TreeSet<String>(addresses);
            } else {
                common.retainAll(addresses);
            }
        }
        return common == null ? Collections.<String>emptySet() : common;
    }

    /** The providers any directory holds at {@code time}. */
    synchronized Set<String> anyDirectoryAt(long time) {
        Set<String> all = new TreeSet<String>();
        for (Set<String> addresses : directoriesAt(time).values()) {
            all.addAll(addresses);
        }
        return all;
    }

    /**
     * The first directory change after {@code since} after which no directory holds {@code address}
     * ({@code present} false), or every directory does ({@code present} true); null if none yet.
     */
    synchronized Event directoryChange(String address, boolean present, long since) {
        Map<String, Set<String>> current = directoriesAt(since);
        for (Event event : events) {
            if (event.time > since && event.kind == Kind.DIRECTORY) {
                current.put(event.source, event.addresses);
                boolean all = true;
                for (Set<String> addresses : current.values()) {
                    all &= addresses.contains(address) == present;
                }
                if (all) {
                    return event;
                }
            }
        }
        return null;
    }

    /**
     * How long, within {@code [from, to]}, at least one directory lacked {@code address} (milliseconds): for a
     * provider that stayed alive throughout, any time at all is a live provider dropped.
     */
    synchronized long missingMillis(String address, long from, long to) {
        Map<String, Set<String>> current = directoriesAt(from);
        long missingSince = lacks(current, address) ? from : -1;
        long total = 0;
        for (Event event : events) {
            if (event.kind != Kind.DIRECTORY || event.time <= from || event.time > to) {
                continue;
            }
            current.put(event.source, event.addresses);
            boolean lacking = lacks(current, address);
            if (lacking && missingSince < 0) {
                missingSince = event.time;
            } else if (!lacking && missingSince >= 0) {
                total += event.time - missingSince;
                missingSince = -1;
            }
        }
        return missingSince < 0 ? total : total + to - missingSince;
    }

    private static boolean lacks(Map<String, Set<String>> directories, String address) {
        for (Set<String> addresses : directories.values()) {
            if (!addresses.contains(address)) {
                return true;
            }
        }
        return false;
    }

    /** The first event of {@code kind} after {@code since} whose line contains {@code text} (any line if null). */
    synchronized Event first(Kind kind, long since, String text) {
        for (Event event : events) {
            if (event.time > since && event.kind == kind && (text == null || event.line.contains(text))) {
                return event;
            }
        }
        return null;
    }

    /** The failed calls in {@code [from, to]}: their first lines (at most a few per tick are printed). */
    synchronized List<Event> failures(long from, long to) {
        List<Event> found = new ArrayList<Event>();
        for (Event event : events) {
            if (event.kind == Kind.FAILED_CALL && event.time >= from && event.time <= to) {
                found.add(event);
            }
        }
        return found;
    }
}
