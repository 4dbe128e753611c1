package org.apache.dubbo.registry.zookeeper;

import org.apache.dubbo.common.URL;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Collections;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ZookeeperPathsTest {

    @Test
    void rootComesFromTheRegistryGroup() {
        assertEquals("/dubbo", ZookeeperPaths.rootOf(URL.valueOf("zookeeper://h:2181")));
        assertEquals("/custom", ZookeeperPaths.rootOf(URL.valueOf("zookeeper://h:2181?group=custom")));
        assertEquals("/a/b", ZookeeperPaths.rootOf(URL.valueOf("zookeeper://h:2181?group=/a/b/")));
        assertEquals("/", ZookeeperPaths.rootOf(URL.valueOf("zookeeper://h:2181?group=/")));
    }

    @Test
    void invalidGroupIsRejectedNamingIt() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> ZookeeperPaths.rootOf(URL.valueOf("zookeeper://h:2181?group=a//b")));
        assertTrue(error.getMessage().startsWith("Invalid registry parameter group=a//b"), error.getMessage());
    }

    @Test
    void pathsUnderTheRootAreEncoded() {
        ZookeeperPaths underRoot = new ZookeeperPaths("/");
        ZookeeperPaths underDubbo = new ZookeeperPaths("/dubbo");
        URL consumer = URL.valueOf("consumer://10.0.0.6/com.example.DemoService?category=consumers");

        assertEquals("/com.example.DemoService/consumers/consumer%3A%2F%2F10.0.0.6%2Fcom.example.DemoService"
                + "%3Fcategory%3Dconsumers", underRoot.nodePath(consumer));
        assertEquals("/dubbo/com.example.DemoService/providers", underDubbo.categoryPath("com.example.DemoService",
                "providers"));
        assertEquals("/dubbo/a%2Fb", underDubbo.serviceDirectory("a/b"));
    }

    @Test
    void subscriptionCategoriesFollowTheCategoryParameter() {
        assertEquals(Collections.singletonList("providers"),
                ZookeeperPaths.categories(URL.valueOf("consumer://h/s")));
        assertEquals(Arrays.asList("providers", "configurators", "routers"), ZookeeperPaths.categories(
                URL.valueOf("consumer://h/s?category=providers,configurators,routers")));
        assertEquals(Arrays.asList("providers", "consumers", "routers", "configurators"),
                ZookeeperPaths.categories(URL.valueOf("consumer://h/s?category=*")));
        assertEquals(Arrays.asList("providers", "consumers", "configurators"),
                ZookeeperPaths.categories(URL.valueOf("consumer://h/s?category=-routers")));
    }

    @Test
    void urlWithoutInterfaceCannotBeRegistered() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> new ZookeeperPaths("/dubbo").nodePath(URL.valueOf("dubbo://10.0.0.5:20880")));
        assertTrue(error.getMessage().contains("names no interface"), error.getMessage());
    }
}
