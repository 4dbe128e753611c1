package org.apache.dubbo.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class VersionTest {

    @Test
    void theVersionOfAClassComesFromItsJar() {
        assertEquals("5.11.4", Version.getVersion(Test.class, "fallback"), "JUnit's manifest or jar name");
    }

    @Test
    void aClassOutsideAJarGetsTheDefault() {
        assertEquals("fallback", Version.getVersion(VersionTest.class, "fallback"));
        assertEquals(null, Version.getVersion(VersionTest.class, null));
    }

    @Test
    void theReleaseIsTheApacheDubboReleaseWeFollow() {
        assertEquals("3.3.5", Version.getVersion());
        assertEquals("2.0.2", Version.getProtocolVersion());
    }
}
