package interop.selftest;

import org.junit.jupiter.api.Test;

import java.io.File;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Our implementation uses Apache Dubbo's package names, so an Apache jar on a test class path would silently replace
 * our classes. Depending on interop-test-support must never bring one in.
 */
class TestClassPathHoldsNoApacheDubboTest {

    @Test
    void noApacheDubboJarIsOnTheClassPath() {
        List<String> offending = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> entry.contains("org/apache/dubbo") || entry.contains("apache-peer-"))
                .collect(Collectors.toList());
        assertTrue(offending.isEmpty(), () -> "Apache Dubbo on the test class path: " + offending);
    }

    @Test
    void apacheDubboClassesCannotBeLoaded() {
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.apache.dubbo.config.ServiceConfig"));
        assertThrows(ClassNotFoundException.class, () -> Class.forName("interop.peer.ProviderMain"));
    }
}
