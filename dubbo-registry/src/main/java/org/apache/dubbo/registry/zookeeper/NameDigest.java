package org.apache.dubbo.registry.zookeeper;

import java.security.SecureRandom;

/**
 * A 128-bit digest of a child node's name, so that what was learnt from a name (its parsed URL) can be found again
 * without keeping the name itself: a provider's node name is its whole URL, about a kilobyte.
 *
 * <p>Two 64-bit lanes in the structure of MurmurHash3's 128-bit variant, over the name's UTF-16 code units (eight per
 * round), seeded once per process from {@link SecureRandom}: two different names of a registry share a digest with a
 * probability of about n²/2¹²⁹ (10⁻²⁷ for a million names), and, the seeds being unknown outside the process, names
 * cannot be crafted to collide. About a nanosecond per character; no allocation.
 *
 * <p>Not thread-safe: an instance holds the result of its last {@link #of(String)}.
 */
final class NameDigest {

    private static final long C1 = 0x87c37b91114253d5L;
    private static final long C2 = 0x4cf5ad432745937fL;
    private static final long SEED_HIGH;
    private static final long SEED_LOW;

    static {
        SecureRandom random = new SecureRandom();
        SEED_HIGH = random.nextLong();
        SEED_LOW = random.nextLong();
    }

    private long high;
    private long low;

    /** Digests {@code name}; the result is read with {@link #high()} and {@link #low()}. */
    void of(String name) {
        long h1 = SEED_HIGH;
        long h2 = SEED_LOW;
        int length = name.length();
        int i = 0;
        for (; i + 8 <= length; i += 8) {
            h1 ^= scramble1(pack(name, i, 4));
            h1 = Long.rotateLeft(h1, 27) + h2;
            h1 = h1 * 5 + 0x52dce729;
            h2 ^= scramble2(pack(name, i + 4, 4));
            h2 = Long.rotateLeft(h2, 31) + h1;
            h2 = h2 * 5 + 0x38495ab5;
        }
        int rest = length - i;
        h1 ^= scramble1(pack(name, i, Math.min(rest, 4)));
        h2 ^= scramble2(pack(name, i + 4, Math.max(rest - 4, 0)));
        h1 ^= length;
        h2 ^= length;
        h1 += h2;
        h2 += h1;
        h1 = finish(h1);
        h2 = finish(h2);
        h1 += h2;
        h2 += h1;
        high = h1;
        low = h2;
    }

    long high() {
        return high;
    }

    long low() {
        return low;
    }

    /** {@code count} (0 to 4) code units from {@code from}, 16 bits each, the first in the lowest bits. */
    private static long pack(String name, int from, int count) {
        long block = 0;
        for (int j = 0; j < count; j++) {
            block |= (long) name.charAt(from + j) << (16 * j);
        }
        return block;
    }

    private static long scramble1(long k) {
        return Long.rotateLeft(k * C1, 31) * C2;
    }

    private static long scramble2(long k) {
        return Long.rotateLeft(k * C2, 33) * C1;
    }

    private static long finish(long h) {
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        h *= 0xc4ceb9fe1a85ec53L;
        h ^= h >>> 33;
        return h;
    }
}
