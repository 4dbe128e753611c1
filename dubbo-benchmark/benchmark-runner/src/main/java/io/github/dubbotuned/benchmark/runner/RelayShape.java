package io.github.dubbotuned.benchmark.runner;

import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * The path a {@link DelayRelay} imitates, the same in both directions: a one-way delay, a link of limited rate with a
 * queue in front of it, and a per-connection window.
 *
 * <ul>
 * <li><b>one-way delay</b>: every chunk arrives this long after it has crossed the link (half the round trip);</li>
 * <li><b>rate</b> (bits/s, 0 = unpaced): the link every connection of one direction shares, like a NIC: a chunk waits
 * for the chunks before it, then takes {@code size × 8 / rate} to cross;</li>
 * <li><b>queue</b> (bytes): what the link may hold beyond what is on the wire ({@code rate × delay}): the relay stops
 * reading from every connection of a direction whose link holds more (a link with no rate is bounded by the window
 * and the destination's writability only);</li>
 * <li><b>window</b> (bytes, 0 = none): what one connection may have sent and not yet had acknowledged, an
 * acknowledgement taking one more one-way delay after delivery: the limit that SO_SNDBUF and SO_RCVBUF put on a real
 * TCP connection over a long path (throughput ≤ window / round trip), which the relay would otherwise hide, since it
 * acknowledges each side at once over loopback;</li>
 * <li><b>socket buffer</b> (bytes, 0 = the kernel's): SO_SNDBUF and SO_RCVBUF of the relay's own sockets;</li>
 * <li><b>segment</b> (bytes, 0 = the interface's): the MSS both of each connection's legs announce and send with,
 * 1460 by default as on Ethernet (1448 bytes of data per segment once TCP timestamps take their 12). Loopback's own
 * MSS is about 64 KiB, larger than a small socket buffer's whole window: Linux then offers windows a little smaller
 * than the sender's MSS, which the sender does not fill, and data moves only when its 200 ms persist timer fires (the
 * congestion experiment's stalled cells), a trap no Ethernet path sets.</li>
 * </ul>
 */
final class RelayShape {

    /** Ethernet's MSS: 1500 - 20 (IP) - 20 (TCP); what TCP_MAXSEG takes (the timestamp option comes off it). */
    static final int ETHERNET_SEGMENT_BYTES = 1460;
    /** The range Linux takes for TCP_MAXSEG. */
    static final int SMALLEST_SEGMENT_BYTES = 88;
    static final int LARGEST_SEGMENT_BYTES = 32767;

    final long oneWayDelayNanos;
    final long bitsPerSecond;
    final long queueBytes;
    final long windowBytes;
    final int socketBufferBytes;
    final int segmentBytes;

    /** A path with Ethernet's segments. */
    RelayShape(long oneWayDelayNanos, long bitsPerSecond, long queueBytes, long windowBytes, int socketBufferBytes) {
        this(oneWayDelayNanos, bitsPerSecond, queueBytes, windowBytes, socketBufferBytes, ETHERNET_SEGMENT_BYTES);
    }

    RelayShape(long oneWayDelayNanos, long bitsPerSecond, long queueBytes, long windowBytes, int socketBufferBytes,
               int segmentBytes) {
        if (oneWayDelayNanos < 0 || bitsPerSecond < 0 || queueBytes < 0 || windowBytes < 0 || socketBufferBytes < 0) {
            throw new IllegalArgumentException("a relay's delay, rate, queue, window and socket buffer cannot be"
                    + " negative");
        }
        checkSegment(segmentBytes);
        this.oneWayDelayNanos = oneWayDelayNanos;
        this.bitsPerSecond = bitsPerSecond;
        this.queueBytes = queueBytes;
        this.windowBytes = windowBytes;
        this.socketBufferBytes = socketBufferBytes;
        this.segmentBytes = segmentBytes;
    }

    /** @throws IllegalArgumentException unless {@code bytes} is 0 (the interface's MSS) or an MSS Linux accepts */
    static int checkSegment(int bytes) {
        if (bytes != 0 && (bytes < SMALLEST_SEGMENT_BYTES || bytes > LARGEST_SEGMENT_BYTES)) {
            throw new IllegalArgumentException("a relay's segment size (MSS) is 0 (the interface's own) or "
                    + SMALLEST_SEGMENT_BYTES + " to " + LARGEST_SEGMENT_BYTES + " bytes; got " + bytes);
        }
        return bytes;
    }

    /**
     * The congestion experiment's path: half of {@code rttMillis} each way, {@code rate} as tc writes it, a queue of
     * {@code queueMillis} at that rate.
     */
    static RelayShape forRoundTrip(int rttMillis, String rate, int queueMillis, long windowBytes,
                                   int socketBufferBytes, int segmentBytes) {
        long bits = parseRate(rate);
        long queue = bits == 0 ? 0 : bits / 8 * queueMillis / 1000;
        return new RelayShape(TimeUnit.MILLISECONDS.toNanos(rttMillis) / 2, bits, queue, windowBytes,
                socketBufferBytes, segmentBytes);
    }

    /**
     * A rate as {@code tc} writes it: {@code 500mbit}, {@code 1gbit}, {@code 800kbit}, {@code 100000bit} or a bare
     * number of bits/s (k, m, g are powers of 1000); {@code 0} or {@code none}: unpaced.
     */
    static long parseRate(String rate) {
        String text = rate.trim().toLowerCase(Locale.ROOT);
        if ("none".equals(text)) {
            return 0;
        }
        long unit = 1;
        String number = text;
        String[][] units = {{"gbit", "1000000000"}, {"mbit", "1000000"}, {"kbit", "1000"}, {"bit", "1"}};
        for (String[] candidate : units) {
            if (text.endsWith(candidate[0])) {
                unit = Long.parseLong(candidate[1]);
                number = text.substring(0, text.length() - candidate[0].length()).trim();
                break;
            }
        }
        try {
            double value = Double.parseDouble(number);
            if (value < 0 || Double.isNaN(value) || Double.isInfinite(value)) {
                throw new NumberFormatException();
            }
            return Math.round(value * unit);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a link rate is written like tc's: 500mbit, 1gbit, 800kbit, 100000bit"
                    + " (bits per second) or none; got '" + rate + "'", e);
        }
    }

    /** Bytes one direction's link holds when full: what is on the wire ({@code rate × delay}) plus the queue. */
    long linkCapacityBytes() {
        if (bitsPerSecond == 0) {
            return 0;
        }
        return bitsPerSecond / 8 * oneWayDelayNanos / TimeUnit.SECONDS.toNanos(1) + queueBytes;
    }

    /** Time {@code bytes} take to cross the link, rounded up: the relay never delivers early. */
    long serializationNanos(long bytes) {
        if (bitsPerSecond == 0) {
            return 0;
        }
        long bits = bytes * 8;
        long nanosPerSecond = TimeUnit.SECONDS.toNanos(1);
        // bits × 1e9 overflows a long above about 1 GB; chunks are at most 64 KiB
        return (bits * nanosPerSecond + bitsPerSecond - 1) / bitsPerSecond;
    }

    /** Delay, rate, queue and segment size; the window, which differs per cell, is reported on its own. */
    String describe() {
        return String.format(Locale.ROOT, "relay RTT %s ms", trim(oneWayDelayNanos * 2 / 1e6))
                + (bitsPerSecond == 0 ? ", unpaced" : ", " + trim(bitsPerSecond / 1e6) + " Mbit/s, queue "
                + queueBytes / 1024 + " KiB")
                + (segmentBytes == 0 ? ", the interface's MSS" : ", MSS " + segmentBytes + " B");
    }

    private static String trim(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.format(Locale.ROOT, "%.2f", value);
    }
}
