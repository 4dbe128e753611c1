package org.apache.dubbo.common;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class URLServiceKeyTest {

    @Test
    void serviceKeyHasGroupInterfaceAndVersion() {
        URL url = URL.valueOf("dubbo://10.0.0.1:20880/com.example.DemoService?group=g1&version=1.0.0");

        assertEquals("g1/com.example.DemoService:1.0.0", url.getServiceKey());
        assertEquals("g1/com.example.DemoService:1.0.0:dubbo", url.getProtocolServiceKey());
        assertEquals("com.example.DemoService:1.0.0:g1", url.getColonSeparatedKey());
        assertEquals("com.example.DemoService:1.0.0", url.getDisplayServiceKey());
    }

    @Test
    void serviceKeyLeavesOutMissingGroupAndVersion() {
        URL url = URL.valueOf("dubbo://10.0.0.1:20880/com.example.DemoService?group=&version=");

        assertEquals("com.example.DemoService", url.getServiceKey());
        assertEquals("com.example.DemoService::", url.getColonSeparatedKey());
        assertEquals("com.example.DemoService", url.getDisplayServiceKey());
    }

    @Test
    void serviceKeyKeepsZeroVersion() {
        URL url = URL.valueOf("dubbo://10.0.0.1:20880/com.example.DemoService?version=0.0.0");

        assertEquals("com.example.DemoService:0.0.0", url.getServiceKey());
    }

    @Test
    void colonSeparatedKeyWithGroupOnly() {
        URL url = URL.valueOf("dubbo://h:1/com.example.DemoService?group=g1");

        assertEquals("com.example.DemoService::g1", url.getColonSeparatedKey());
        assertEquals("g1/com.example.DemoService", url.getServiceKey());
    }

    @Test
    void interfaceParameterWinsOverPath() {
        URL url = URL.valueOf("dubbo://h:1/demo-path?interface=com.example.DemoService&version=2");

        assertEquals("com.example.DemoService", url.getServiceInterface());
        assertEquals("com.example.DemoService:2", url.getServiceKey());
    }

    @Test
    void serviceKeyIsNullWithoutInterfaceOrPath() {
        URL url = URL.valueOf("dubbo://h:1?version=1");

        assertNull(url.getServiceInterface());
        assertNull(url.getServiceKey());
    }

    @Test
    void setServiceInterfaceSetsInterfaceParameter() {
        URL url = URL.valueOf("dubbo://h:1/path").setServiceInterface("com.example.Other");

        assertEquals("com.example.Other", url.getParameter("interface"));
        assertEquals("com.example.Other", url.getServiceKey());
    }

    @Test
    void serviceKeyOfChangedUrlIsRecomputed() {
        URL url = URL.valueOf("dubbo://h:1/com.example.DemoService");
        assertEquals("com.example.DemoService", url.getServiceKey());

        assertEquals("g/com.example.DemoService", url.addParameter("group", "g").getServiceKey());
    }

    @Test
    void buildKeyFormats() {
        assertEquals("g/p:v", URL.buildKey("p", "g", "v"));
        assertEquals("p", URL.buildKey("p", null, ""));
        assertEquals("p:v", URL.buildKey("p", "", "v"));
    }

    @Test
    void wellKnownParameterGetters() {
        URL url = URL.valueOf("consumer://10.0.0.5/com.example.DemoService?side=consumer&application=app"
                + "&remote.application=provider-app&category=consumers&group=g&version=v");

        assertEquals("consumer", url.getSide());
        assertEquals("consumer", url.getSide("provider"));
        assertEquals("app", url.getApplication());
        assertEquals("app", url.getApplication("x"));
        assertEquals("provider-app", url.getRemoteApplication());
        assertEquals("consumers", url.getCategory());
        assertEquals("g", url.getGroup());
        assertEquals("v", url.getVersion());
    }

    @Test
    void wellKnownParameterDefaults() {
        URL url = URL.valueOf("consumer://10.0.0.5/com.example.DemoService");

        assertNull(url.getGroup());
        assertNull(url.getVersion());
        assertEquals("dg", url.getGroup("dg"));
        assertEquals("dv", url.getVersion("dv"));
        assertEquals("providers", url.getCategory("providers"));
        assertEquals("unknown", url.getApplication("unknown"));
        assertEquals("provider", url.getSide("provider"));
    }

    @Test
    void anyHostByAddressOrParameter() {
        assertTrue(URL.valueOf("dubbo://0.0.0.0:20880/p").isAnyHost());
        assertTrue(URL.valueOf("dubbo://10.0.0.1:20880/p?anyhost=true").isAnyHost());
        assertFalse(URL.valueOf("dubbo://10.0.0.1:20880/p?anyhost=false").isAnyHost());
    }

    @Test
    void localHostByAddressOrParameter() {
        assertTrue(URL.valueOf("dubbo://127.0.0.1:20880/p").isLocalHost());
        assertTrue(URL.valueOf("dubbo://LOCALHOST:20880/p").isLocalHost());
        assertTrue(URL.valueOf("injvm://10.0.0.1/p?localhost=true").isLocalHost());
        assertFalse(URL.valueOf("dubbo://10.0.0.1:20880/p").isLocalHost());
    }

    @Test
    void userInformationAndAuthority() {
        URL full = URL.valueOf("zookeeper://alice:secret@zk:2181");
        URL userOnly = URL.valueOf("zookeeper://alice@zk");
        URL none = URL.valueOf("zookeeper://zk:2181");

        assertEquals("alice:secret", full.getUserInformation());
        assertEquals("alice:secret@zk:2181", full.getAuthority());
        assertEquals("alice:", userOnly.getUserInformation());
        assertEquals("alice:@zk", userOnly.getAuthority());
        assertEquals("", none.getUserInformation());
        assertEquals("zk:2181", none.getAuthority());
        assertNull(URL.valueOf("file:/x").getAuthority());
    }

    @Test
    void portWithDefault() {
        assertEquals(20880, URL.valueOf("dubbo://h/p").getPort(20880));
        assertEquals(1, URL.valueOf("dubbo://h:1/p").getPort(20880));
    }

    @Test
    void ipOfLiteralHostIsTheLiteral() {
        assertEquals("127.0.0.1", URL.valueOf("dubbo://127.0.0.1:1/p").getIp());
        assertNull(URL.valueOf("file:/x").getIp());
    }

    @Test
    void backupAddressWithDefaultPortFillsMissingPorts() {
        URL url = URL.valueOf("zookeeper://a?backup=b:2182,c,[::1]");

        assertEquals("a,b:2182,c,[::1]", url.getBackupAddress());
        assertEquals("a:2181,b:2182,c:2181,[::1]:2181", url.getBackupAddress(2181));
    }

    @Test
    void backupAddressWithDefaultPortReplacesPortZero() {
        assertEquals("a:2181,b:2181", URL.valueOf("zookeeper://a?backup=b:0").getBackupAddress(2181));
    }

    @Test
    void backupUrlsStartWithThisUrlFollowedByEachBackup() {
        URL url = URL.valueOf("zookeeper://a:1,b:2,c/registry?timeout=5");

        List<URL> urls = url.getBackupUrls();

        assertEquals(3, urls.size());
        assertEquals(url, urls.get(0));
        assertEquals("b:2", urls.get(1).getAddress());
        assertEquals("c:1", urls.get(2).getAddress(), "an address without port keeps the current port");
        assertEquals("5", urls.get(2).getParameter("timeout"));
        assertEquals("registry", urls.get(2).getPath());
    }

    @Test
    void backupUrlsOfUrlWithoutBackupIsJustThisUrl() {
        URL url = URL.valueOf("zookeeper://a:1");

        assertEquals(List.of(url), url.getBackupUrls());
        assertEquals("a:1", url.getBackupAddress());
    }
}
