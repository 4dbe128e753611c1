package org.apache.dubbo.common;

import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * Provider URLs that repeat the keys of the last URL of their service are read in place: the same map as a full
 * parse gives, and anything else is parsed in full.
 */
class QueryShapesTest {

    /** Each test its own service, so that the shapes other tests learnt do not matter. */
    private static String provider(String service, String query) {
        return "dubbo://10.0.0.1:20880/" + service + "?" + query;
    }

    private static final String QUERY = "anyhost=true&application=shop&deprecated=false&dubbo=2.0.2"
            + "&interface=%1$s&methods=a,b,c&pid=%2$s&release=3.3.5&side=provider&timeout=3000&timestamp=%3$s";

    private static String query(String service, String pid, String timestamp) {
        return String.format(QUERY, service, pid, timestamp);
    }

    /** The parameters as the full parse makes them: a hash map of the query, then compacted. */
    private static Map<String, String> parsedInFull(String query) {
        Map<String, String> parameters = URLParser.parseQuery(query);
        if (parameters.containsKey("default.timeout") && !parameters.containsKey("timeout")) {
            parameters.put("timeout", parameters.get("default.timeout"));
        }
        return ParameterMap.copyOf(parameters);
    }

    private static Map<String, String> readInPlace(String service, String query) {
        String text = provider(service, query);
        return QueryShapes.read(text, text.indexOf('?') + 1, text.length(), service);
    }

    @Test
    void aUrlWithTheKeysOfTheLastOneIsReadInPlaceIntoTheSameMap() {
        String service = "com.example.InPlace";
        URL first = URL.valueOf(provider(service, query(service, "4242", "1700000000001")));

        String next = query(service, "4343", "1700000000002");
        Map<String, String> read = readInPlace(service, next);

        assertNotNull(read, "same keys in the same order");
        assertEquals(parsedInFull(next), read);
        assertEquals(parsedInFull(next).hashCode(), read.hashCode());
        // only the timestamp and the pid differ: the row is the first URL's
        assertSame(((ParameterMap) first.getParameters()).rowKey(), ((ParameterMap) read).rowKey());
        assertEquals("4343", read.get("pid"));
        assertEquals(1700000000002L, ((ParameterMap) read).heldTimestamp());
        URL parsed = URL.valueOf(provider(service, next));
        assertEquals(URL.valueOf(provider(service, next)).toFullString(), parsed.toFullString());
        assertSame(((ParameterMap) first.getParameters()).rowKey(), ((ParameterMap) parsed.getParameters()).rowKey());
    }

    @Test
    void aChangedValueMakesAPooledRowThatTheFullParseFindsToo() {
        String service = "com.example.Changed";
        URL.valueOf(provider(service, query(service, "1", "1700000000001")));

        String changed = query(service, "1", "1700000000001").replace("timeout=3000", "timeout=5000");
        Map<String, String> read = readInPlace(service, changed);

        assertNotNull(read);
        assertEquals("5000", read.get("timeout"));
        assertEquals(parsedInFull(changed), read);
        assertSame(((ParameterMap) parsedInFull(changed)).rowKey(), ((ParameterMap) read).rowKey());
        // the changed row is now the one to compare with
        assertSame(((ParameterMap) read).rowKey(),
                ((ParameterMap) readInPlace(service, changed.replace("pid=1", "pid=2"))).rowKey());
    }

    @Test
    void ownPidEmptyValuesAndTextTimestampsAreHeldAsTheFullParseHoldsThem() {
        String service = "com.example.Special";
        URL.valueOf(provider(service, query(service, "7", "1700000000001")));
        String ownPid = String.valueOf(org.apache.dubbo.common.utils.ConfigUtils.getPid());

        for (String query : new String[] {query(service, ownPid, "1700000000009"), query(service, "", "017"),
                query(service, "8", ""), query(service, "8", "soon"), query(service, "8", "1234567890123456789"),
                query(service, "9", "1").replace("deprecated=false", "deprecated=")}) {
            Map<String, String> read = readInPlace(service, query);
            assertNotNull(read, query);
            Map<String, String> full = parsedInFull(query);
            assertEquals(full, read, query);
            assertEquals(full.hashCode(), read.hashCode(), query);
            assertEquals(((ParameterMap) full).heldTimestamp(), ((ParameterMap) read).heldTimestamp(), query);
            assertEquals(((ParameterMap) full).pid(), ((ParameterMap) read).pid(), query);
        }
    }

    @Test
    void anythingButTheSameKeysInTheSameOrderIsParsedInFull() {
        String service = "com.example.Other";
        String base = query(service, "1", "1700000000001");
        URL.valueOf(provider(service, base));

        String[] others = {
            base.replace("anyhost=true&application=shop", "application=shop&anyhost=true"), // another order
            base + "&weight=100", // a key more
            base.replace("&release=3.3.5", ""), // a key less
            base + "&timeout=1", // a key twice
            base.replace("timeout=3000", "timeout= 3000"), // blanks
            base.replace("timeout=3000", "timeout =3000"),
            base.replace("timeout=3000", "timeout=3000 "),
            base.replace("&side=provider", "&&side=provider"), // an empty token
            base.replace("side=provider", "side"), // a lone word
            base.replace("timeout=3000", "default.timeout=3000"), // a key of Dubbo 2.6
            base.substring(0, base.length() - 3), // the timestamp cut short: still the same keys, read in place
            base.substring(0, base.indexOf("&timestamp")) + "&timestamp", // the last key without '='
            base.substring(0, base.indexOf("timestamp")) // the last key missing, a separator at the end
        };
        for (String other : others) {
            Map<String, String> read = readInPlace(service, other);
            if (read != null) {
                assertEquals(base.substring(0, base.length() - 3), other, "only the shortened timestamp fits");
            }
            URL parsed = URL.valueOf(provider(service, other));
            assertEquals(parsedInFull(other), parsed.getParameters(), other);
            // what was parsed in full may now be the shape: the base is read in place again only if it is learnt
            URL.valueOf(provider(service, base));
            assertNotNull(readInPlace(service, base));
        }
    }

    @Test
    void semicolonsSeparateAsAmpersandsDoAndBackupAddressesAreAddedToTheParameters() {
        String service = "com.example.Separators";
        String base = query(service, "1", "1700000000001");
        URL.valueOf(provider(service, base));

        String semicolons = base.replace("&side=", ";side=");
        Map<String, String> read = readInPlace(service, semicolons);
        assertNotNull(read);
        assertEquals(parsedInFull(semicolons), read);

        URL withBackup = URL.valueOf("dubbo://10.0.0.1:20880,10.0.0.2:20880/" + service + "?" + base);
        assertEquals("10.0.0.2:20880", withBackup.getParameter("backup"));
    }

    @Test
    void aKeyListedTwiceIsNotLearntEvenWhenABackupAddressFillsTheMapToTheSameSize() {
        String service = "com.example.Twice";
        // ten tokens, nine distinct keys, plus the backup parameter the authority adds: ten keys
        String twice = "a=1&b=2&c=3&d=4&e=5&f=6&g=7&h=8&i=9&a=10";
        URL withBackup = URL.valueOf("dubbo://10.0.0.1:20880,10.0.0.2:20880/" + service + "?" + twice);
        assertEquals("10", withBackup.getParameter("a"));

        assertNull(readInPlace(service, twice));
        URL plain = URL.valueOf(provider(service, twice));
        assertNull(plain.getParameter("backup"));
        assertEquals(parsedInFull(twice), plain.getParameters());
    }

    @Test
    void theTwoKeySetsOfAServiceInARollingUpgradeAreBothReadInPlace() {
        String service = "com.example.Upgrading";
        String old = query(service, "1", "1700000000001");
        String upgraded = old + "&weight=50";
        URL.valueOf(provider(service, old));
        URL.valueOf(provider(service, upgraded));

        for (int i = 0; i < 3; i++) {
            String before = old.replace("pid=1", "pid=" + (10 + i));
            String after = upgraded.replace("pid=1", "pid=" + (20 + i));
            assertEquals(parsedInFull(before), readInPlace(service, before));
            assertEquals(parsedInFull(after), readInPlace(service, after));
        }
    }

    @Test
    void aPathsShapesReadOnlyTheQueriesWithTheirKeys() {
        String service = "com.example.Learnt";
        URL.valueOf(provider(service, query(service, "1", "1700000000001")));

        assertNull(readInPlace("com.example.NeverSeen", query(service, "1", "1700000000001")));
        String other = "com.example.Unrelated";
        String query = "application=x&b=2&c=3&d=4&e=5&f=6&g=7&h=8&i=9&timestamp=5";
        URL parsed = URL.valueOf(provider(other, query));
        assertEquals(parsedInFull(query), parsed.getParameters());
        String changed = query.replace("b=2", "b=3");
        assertEquals(parsedInFull(changed), readInPlace(other, changed));
        assertNull(readInPlace(other, "application=x&b=2"));
        // a map too small to share its row is not learnt
        URL.valueOf(provider("com.example.Small", "a=1&b=2"));
        assertNull(readInPlace("com.example.Small", "a=1&b=2"));
    }
}
