package org.apache.dubbo.rpc.cluster.loadbalance;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.ClusterSettings;

/**
 * A ketama-style ring: every provider address gets {@code nodes} points, four per MD5 digest of
 * {@code address + i}; a key goes to the first point at or after its own hash, wrapping around.
 */
final class HashRing<T> {

    private final List<Invoker<T>> members;
    private final TreeMap<Long, Invoker<T>> points = new TreeMap<>();
    private final int[] argumentIndexes;

    HashRing(List<Invoker<T>> invokers, int nodes, int[] argumentIndexes) {
        if (nodes <= 0) {
            throw new IllegalStateException("Invalid " + ClusterSettings.HASH_NODES + "=" + nodes
                    + ": must be positive");
        }
        this.members = new ArrayList<>(invokers);
        this.argumentIndexes = argumentIndexes;
        int digests = Math.max(1, nodes / 4);
        for (Invoker<T> invoker : invokers) {
            String address = invoker.getUrl().getAddress();
            for (int i = 0; i < digests; i++) {
                byte[] digest = md5(address + i);
                for (int part = 0; part < 4; part++) {
                    points.put(hash(digest, part), invoker);
                }
            }
        }
    }

    /** Whether the ring was built for exactly these invokers, in this order. */
    boolean isFor(List<Invoker<T>> invokers) {
        if (invokers.size() != members.size()) {
            return false;
        }
        for (int i = 0; i < invokers.size(); i++) {
            if (invokers.get(i) != members.get(i)) {
                return false;
            }
        }
        return true;
    }

    Invoker<T> select(Object[] arguments) {
        StringBuilder key = new StringBuilder();
        for (int index : argumentIndexes) {
            if (index < arguments.length) {
                key.append(arguments[index]);
            }
        }
        Map.Entry<Long, Invoker<T>> entry = points.ceilingEntry(hash(md5(key.toString()), 0));
        return (entry != null ? entry : points.firstEntry()).getValue();
    }

    /** Four bytes of the digest, little-endian, as an unsigned 32-bit value. */
    private static long hash(byte[] digest, int part) {
        int offset = part * 4;
        return ((long) (digest[offset + 3] & 0xFF) << 24)
                | ((long) (digest[offset + 2] & 0xFF) << 16)
                | ((long) (digest[offset + 1] & 0xFF) << 8)
                | (digest[offset] & 0xFF);
    }

    private static byte[] md5(String value) {
        try {
            return MessageDigest.getInstance("MD5").digest(value.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("MD5 is not available in this JVM", e);
        }
    }
}
