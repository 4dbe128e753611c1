package org.apache.dubbo.config.bootstrap.builders;

import java.util.Collections;
import java.util.Map;

import org.apache.dubbo.config.AbstractMethodConfig;

/**
 * Call-level properties shared by the builders of methods, services, references and their provider/consumer
 * defaults.
 */
public abstract class AbstractMethodBuilder<C extends AbstractMethodConfig, B extends AbstractMethodBuilder<C, B>>
        extends AbstractBuilder<C, B> {

    /** Call timeout in milliseconds. */
    public B timeout(Integer timeout) {
        return set("timeout", timeout, AbstractMethodConfig::setTimeout);
    }

    public B retries(Integer retries) {
        return set("retries", retries, AbstractMethodConfig::setRetries);
    }

    public B actives(Integer actives) {
        return set("actives", actives, AbstractMethodConfig::setActives);
    }

    public B loadbalance(String loadbalance) {
        return set("loadbalance", loadbalance, AbstractMethodConfig::setLoadbalance);
    }

    public B async(Boolean async) {
        return set("async", async, AbstractMethodConfig::setAsync);
    }

    public B sent(Boolean sent) {
        return set("sent", sent, AbstractMethodConfig::setSent);
    }

    public B mock(String mock) {
        return set("mock", mock, (bean, value) -> bean.setMock(value));
    }

    public B mock(Boolean mock) {
        return mock(mock == null ? null : mock.toString());
    }

    public B merger(String merger) {
        return set("merger", merger, AbstractMethodConfig::setMerger);
    }

    public B cache(String cache) {
        return set("cache", cache, AbstractMethodConfig::setCache);
    }

    public B validation(String validation) {
        return set("validation", validation, AbstractMethodConfig::setValidation);
    }

    /** Adds free-form URL parameters; later entries win over earlier ones with the same key. */
    public B appendParameters(Map<String, String> appendParameters) {
        return putParameters(appendParameters, AbstractMethodConfig::getParameters,
                AbstractMethodConfig::setParameters);
    }

    public B appendParameter(String key, String value) {
        return appendParameters(Collections.singletonMap(key, value));
    }

    public B forks(Integer forks) {
        return set("forks", forks, AbstractMethodConfig::setForks);
    }
}
