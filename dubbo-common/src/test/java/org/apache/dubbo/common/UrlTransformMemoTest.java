package org.apache.dubbo.common;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/** A transformation of many provider URLs, done once per distinct set of shared parameters, gives what it gives. */
class UrlTransformMemoTest {

    private static final String PROVIDER = "dubbo://10.0.%d.%d:20880/com.example.Greeter?application=greeter"
            + "&interface=com.example.Greeter&methods=greet,hello&side=provider&timeout=3000&threads=200"
            + "&release=3.3.5&dubbo=2.0.2&weight=%d&timestamp=%s%s";
    private static final String OWN_PID = String.valueOf(org.apache.dubbo.common.utils.ConfigUtils.getPid());

    /** A consumer's merge in small: drops a key, adds two, keeps timestamp and (unless it sets its own) pid. */
    private static UnaryOperator<URL> merge(AtomicInteger calls, String consumerPid) {
        return url -> {
            calls.incrementAndGet();
            URL merged = url.removeParameter("threads").addParameter("check", "false")
                    .addParameter("remote.application", url.getParameter("application"));
            return consumerPid == null ? merged : merged.addParameter("pid", consumerPid);
        };
    }

    private static List<URL> fleet(String timestamp) {
        List<URL> urls = new ArrayList<>();
        for (int host = 1; host <= 40; host++) {
            int weight = host % 3 == 0 ? 200 : 100;
            String pid = host % 4 == 0 ? "" : "&pid=" + (1000 + host);
            String stamp = timestamp != null ? timestamp : String.valueOf(1700000000000L + host);
            urls.add(URL.valueOf(String.format(PROVIDER, host / 10, host, weight, stamp, pid)));
        }
        return urls;
    }

    @Test
    void givesWhatTheTransformationGivesComputingItOncePerSharedRow() {
        for (String consumerPid : new String[] {null, OWN_PID, "77"}) {
            AtomicInteger calls = new AtomicInteger();
            UrlTransformMemo memo = new UrlTransformMemo(merge(calls, consumerPid), consumerPid == null);
            AtomicInteger direct = new AtomicInteger();
            UnaryOperator<URL> plain = merge(direct, consumerPid);
            for (URL provider : fleet(null)) {
                URL expected = plain.apply(provider);
                URL actual = memo.apply(provider);
                assertEquals(expected, actual, provider.toFullString());
                assertEquals(expected.toFullString(), actual.toFullString());
                assertEquals(expected.hashCode(), actual.hashCode());
                assertEquals(expected.getParameters(), actual.getParameters());
                assertEquals(provider.getParameter("timestamp", 0L), actual.getParameter("timestamp", 0L));
                assertEquals(consumerPid != null ? consumerPid : provider.getParameter("pid"),
                        actual.getParameter("pid"));
                assertSame(provider.getHost(), actual.getHost());
            }
            // rows: weight 100 or 200, with a pid apart or without one
            assertEquals(4, calls.get(), "pid " + consumerPid);
        }
    }

    @Test
    void aTimestampThatIsNotAPlainNumberIsCarriedAsWritten() {
        AtomicInteger calls = new AtomicInteger();
        UrlTransformMemo memo = new UrlTransformMemo(merge(calls, null), true);
        for (URL provider : fleet("0017")) {
            URL actual = memo.apply(provider);
            assertEquals(merge(new AtomicInteger(), null).apply(provider), actual);
            assertEquals("0017", actual.getParameter("timestamp"));
        }
        assertEquals(4, calls.get());
    }

    @Test
    void aResultThatDoesNotKeepTheArgumentsOwnValuesIsNotRemembered() {
        AtomicInteger calls = new AtomicInteger();
        UrlTransformMemo newTimestamp = new UrlTransformMemo(
                url -> {
                    calls.incrementAndGet();
                    return url.addParameter("timestamp", "42");
                }, true);
        AtomicInteger moved = new AtomicInteger();
        UrlTransformMemo newHost = new UrlTransformMemo(
                url -> {
                    moved.incrementAndGet();
                    return url.setHost("10.9.9.9");
                }, true);
        AtomicInteger pidCalls = new AtomicInteger();
        UrlTransformMemo newPid = new UrlTransformMemo(merge(pidCalls, "77"), true);
        List<URL> fleet = fleet(null);
        for (URL provider : fleet) {
            assertEquals("42", newTimestamp.apply(provider).getParameter("timestamp"));
            assertEquals("10.9.9.9", newHost.apply(provider).getHost());
            assertEquals("77", newPid.apply(provider).getParameter("pid"));
        }
        assertEquals(fleet.size(), calls.get());
        assertEquals(fleet.size(), moved.get());
        // a pid said to come from the argument but set by the transformation: never remembered
        assertEquals(fleet.size(), pidCalls.get());
    }

    @Test
    void smallMapsAndManyRowsAreTransformedCorrectly() {
        AtomicInteger calls = new AtomicInteger();
        UrlTransformMemo memo = new UrlTransformMemo(merge(calls, null), true);
        URL small = URL.valueOf("dubbo://10.0.0.1:20880/S?timestamp=5&a=1");
        assertEquals("false", memo.apply(small).getParameter("check"));
        assertEquals(1, calls.get());
        memo.apply(small);
        assertEquals(2, calls.get(), "a small map is not a shared row");

        List<URL> all = new ArrayList<>();
        for (int row = 0; row < UrlTransformMemo.CAPACITY * 2 + 5; row++) {
            for (URL provider : fleet(null)) {
                all.add(provider.addParameter("variant", row));
            }
        }
        AtomicInteger direct = new AtomicInteger();
        for (URL provider : all) {
            assertEquals(merge(direct, null).apply(provider), memo.apply(provider));
        }
    }
}
