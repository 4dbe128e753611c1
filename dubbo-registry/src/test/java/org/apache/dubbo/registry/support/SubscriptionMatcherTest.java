package org.apache.dubbo.registry.support;

import org.apache.dubbo.common.URL;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SubscriptionMatcherTest {

    private static final String CONSUMER = "consumer://10.0.0.6/com.example.DemoService?";
    private static final String PROVIDER = "dubbo://10.0.0.5:20880/com.example.DemoService?";

    @ParameterizedTest(name = "[{index}] {0} vs {1} -> {2}")
    @CsvSource(delimiter = '|', value = {
        "''                                  | ''                                   | true",
        "group=g1&version=1.0.0              | group=g1&version=1.0.0               | true",
        "group=g1&version=1.0.0              | group=g2&version=1.0.0               | false",
        "group=g1&version=1.0.0              | group=g1&version=2.0.0               | false",
        "''                                  | group=g1                             | false",
        "group=g1                            | ''                                   | false",
        "group=*&version=*                   | group=g9&version=9.9.9               | true",
        "group=*                             | ''                                   | true",
        "group=g1,g2                         | group=g2                             | true",
        "group=g1,g2                         | group=g3                             | false",
        "version=*                           | version=3.0.0                        | true",
        "''                                  | enabled=false                        | false",
        "enabled=*                           | enabled=false                        | true",
        "classifier=blue                     | classifier=blue                      | true",
        "classifier=blue                     | classifier=green                     | false",
        "classifier=blue                     | ''                                   | false",
        "''                                  | classifier=green                     | true",
        "category=providers,routers          | category=routers                     | true",
        "category=providers,routers          | category=configurators               | false",
        "''                                  | category=routers                     | false",
        "category=*                          | category=consumers                   | true",
        "category=-routers                   | ''                                   | true",
        "category=-routers                   | category=routers                     | false",
        "interface=*                         | interface=com.example.Other          | true",
    })
    void appliesDubboMatchingRules(String consumerParameters, String providerParameters, boolean expected) {
        URL consumer = URL.valueOf(CONSUMER + consumerParameters);
        URL provider = URL.valueOf(PROVIDER + providerParameters);
        assertEquals(expected, SubscriptionMatcher.isMatch(consumer, provider));
    }

    @ParameterizedTest(name = "[{index}] {0} vs {1} -> {2}")
    @CsvSource(delimiter = '|', value = {
        "com.example.DemoService  | com.example.DemoService  | true",
        "com.example.DemoService  | com.example.OtherService | false",
        "*                        | com.example.OtherService | true",
        "com.example.DemoService  | *                        | true",
    })
    void comparesInterfacesOrWildcards(String wanted, String offered, boolean expected) {
        URL consumer = URL.valueOf("consumer://10.0.0.6/x?interface=" + wanted);
        URL provider = URL.valueOf("dubbo://10.0.0.5:20880/y?interface=" + offered);
        assertEquals(expected, SubscriptionMatcher.isMatch(consumer, provider));
    }
}
