package org.apache.dubbo.registry.support;

import org.apache.dubbo.common.URL;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The registered forms of spec sections 2 and 3, checked against the nodes observed from Dubbo 3.3.5. */
class RegistrationUrlsTest {

    private static final URL ZOOKEEPER = URL.valueOf("zookeeper://127.0.0.1:2181");

    /** Spec 2.1, observed 3.3.5 provider node (decoded). */
    private static final String OBSERVED_PROVIDER = "dubbo://10.0.0.5:20880/com.example.DemoService"
            + "?application=demo-provider&deprecated=false&dubbo=2.0.2&dynamic=true&generic=false&group=g1"
            + "&interface=com.example.DemoService&methods=add,sayHello&prefer.serialization=hessian2,fastjson2"
            + "&release=3.3.5&revision=1.0.0&sayHello.retries=0&sayHello.return=true&sayHello.sent=true"
            + "&sayHello.timeout=3000&service-name-mapping=true&side=provider&timestamp=1700000000000"
            + "&version=1.0.0";

    /** Spec 3, observed 3.3.5 consumer node (decoded). */
    private static final String OBSERVED_CONSUMER = "consumer://10.0.0.6/com.example.DemoService"
            + "?application=demo-consumer&background=false&category=consumers&check=false&connections=2"
            + "&dubbo=2.0.2&executor-management-mode=isolation&file-cache=true&group=g1"
            + "&interface=com.example.DemoService&methods=add,sayHello&pid=4242&qos.enable=false&release=3.3.5"
            + "&revision=1.0.0&side=consumer&sticky=false&timeout=5000&timestamp=1700000000001"
            + "&unloadClusterRelated=false&version=1.0.0";

    @Test
    void providerDropsTheProcessLocalKeysOfDubbo3() {
        URL exported = URL.valueOf(OBSERVED_PROVIDER).addParameters(
                "anyhost", "true", "pid", "4242", "bind.ip", "0.0.0.0", "bind.port", "20880",
                "qos.enable", "false", "qos.host", "127.0.0.1", "qos.port", "22222", "qos.accept.foreign.ip", "false",
                "monitor", "dubbo%3A%2F%2Fmonitor", "validation", "true", "interfaces", "com.example.Extra",
                "register-mode", "all", "file-cache", "true", "executor-management-mode", "isolation",
                "background", "false", "threadname", "worker", "threadpool", "fixed", "alive", "60000",
                "queues", "0", "corethreads", "10", "threads", "200",
                ".secret", "hidden", "dubbo.rpc.tri.max-frame-size", "8388608");

        assertEquals(OBSERVED_PROVIDER, RegistrationUrls.provider(exported, ZOOKEEPER).toFullString());
    }

    @Test
    void simplifiedRegistryKeepsTheWhitelistMethodVariantsAndExtraKeys() {
        URL exported = URL.valueOf(OBSERVED_PROVIDER).addParameters("owner", "team-a", "weight", "50",
                "anyhost", "true");
        URL registry = ZOOKEEPER.addParameters("simplified", "true", "extra-keys", "owner");

        assertEquals("dubbo://10.0.0.5:20880/com.example.DemoService?application=demo-provider&deprecated=false"
                        + "&dubbo=2.0.2&group=g1&owner=team-a&prefer.serialization=hessian2,fastjson2&release=3.3.5"
                        + "&sayHello.timeout=3000&side=provider&version=1.0.0&weight=50",
                RegistrationUrls.provider(exported, registry).toFullString());
    }

    @Test
    void simplifiedRegistryKeepsTheInterfaceWhenThePathDiffers() {
        URL exported = URL.valueOf("dubbo://10.0.0.5:20880/custom/path?interface=com.example.DemoService"
                + "&side=provider&timestamp=1");
        URL registry = ZOOKEEPER.addParameter("simplified", "true");

        assertEquals("dubbo://10.0.0.5:20880/custom/path?interface=com.example.DemoService&side=provider",
                RegistrationUrls.provider(exported, registry).toFullString());
    }

    @Test
    void consumerMatchesTheObservedDubbo3Node() {
        URL reference = URL.valueOf("consumer://192.168.1.1/com.example.DemoService?register.ip=10.0.0.6"
                + "&application=demo-consumer&background=false&check=true&connections=2&dubbo=2.0.2"
                + "&executor-management-mode=isolation&file-cache=true&group=g1&interface=com.example.DemoService"
                + "&methods=add,sayHello&pid=4242&qos.enable=false&release=3.3.5&revision=1.0.0&side=consumer"
                + "&sticky=false&timeout=5000&timestamp=1700000000001&unloadClusterRelated=false&version=1.0.0"
                + "&.token-cache=hidden");

        assertEquals(OBSERVED_CONSUMER, RegistrationUrls.consumer(reference, ZOOKEEPER).toFullString());
    }

    @Test
    void simplifiedConsumerKeepsOnlyItsWhitelist() {
        URL reference = URL.valueOf(OBSERVED_CONSUMER);
        URL registry = ZOOKEEPER.addParameter("simplified", "true");

        assertEquals("consumer://10.0.0.6/com.example.DemoService?application=demo-consumer&category=consumers"
                        + "&check=false&dubbo=2.0.2&group=g1&release=3.3.5&version=1.0.0",
                RegistrationUrls.consumer(reference, registry).toFullString());
    }

    @Test
    void consumerSubscribesToProvidersConfiguratorsAndRouters() {
        URL reference = URL.valueOf("consumer://192.168.1.1/com.example.DemoService?register.ip=10.0.0.6"
                + "&interface=com.example.DemoService&side=consumer");

        assertEquals("consumer://10.0.0.6/com.example.DemoService?category=providers,configurators,routers"
                        + "&interface=com.example.DemoService&side=consumer",
                RegistrationUrls.subscription(reference).toFullString());
    }

    @Test
    void providerSubscribesToItsOverrideRules() {
        URL registered = URL.valueOf("dubbo://10.0.0.5:20880/com.example.DemoService?interface=com.example.DemoService"
                + "&side=provider");

        assertEquals("provider://10.0.0.5:20880/com.example.DemoService?category=configurators&check=false"
                        + "&interface=com.example.DemoService&side=provider",
                RegistrationUrls.providerConfigurators(registered).toFullString());
    }
}
