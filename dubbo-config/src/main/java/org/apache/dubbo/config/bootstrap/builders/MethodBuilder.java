package org.apache.dubbo.config.bootstrap.builders;

import java.util.Collections;
import java.util.List;

import org.apache.dubbo.config.ArgumentConfig;
import org.apache.dubbo.config.MethodConfig;

/** Builds a {@link MethodConfig}, the settings of one method of a service or reference. */
public class MethodBuilder extends AbstractMethodBuilder<MethodConfig, MethodBuilder> {

    public static MethodBuilder newBuilder() {
        return new MethodBuilder();
    }

    public MethodBuilder name(String name) {
        return set("name", name, MethodConfig::setName);
    }

    /** @deprecated has no effect */
    @Deprecated
    public MethodBuilder stat(Integer stat) {
        return set("stat", stat, MethodConfig::setStat);
    }

    /** @deprecated {@code false} means {@code retries=0}; use {@link #retries(Integer)} */
    @Deprecated
    public MethodBuilder retry(Boolean retry) {
        return set("retry", retry, MethodConfig::setRetry);
    }

    /** @deprecated has no effect */
    @Deprecated
    public MethodBuilder reliable(Boolean reliable) {
        return set("reliable", reliable, MethodConfig::setReliable);
    }

    public MethodBuilder executes(Integer executes) {
        return set("executes", executes, MethodConfig::setExecutes);
    }

    public MethodBuilder deprecated(Boolean deprecated) {
        return set("deprecated", deprecated, MethodConfig::setDeprecated);
    }

    public MethodBuilder sticky(Boolean sticky) {
        return set("sticky", sticky, MethodConfig::setSticky);
    }

    /** Whether the caller waits for a return value; false makes the call one-way. */
    public MethodBuilder isReturn(Boolean isReturn) {
        return set("return", isReturn, MethodConfig::setReturn);
    }

    /** The object whose {@link #oninvokeMethod(String)} runs before an asynchronous call. */
    public MethodBuilder oninvoke(Object oninvoke) {
        return set("oninvoke", oninvoke, MethodConfig::setOninvoke);
    }

    public MethodBuilder oninvokeMethod(String oninvokeMethod) {
        return set("oninvokeMethod", oninvokeMethod, MethodConfig::setOninvokeMethod);
    }

    /** The object whose {@link #onreturnMethod(String)} receives the result of an asynchronous call. */
    public MethodBuilder onreturn(Object onreturn) {
        return set("onreturn", onreturn, MethodConfig::setOnreturn);
    }

    public MethodBuilder onreturnMethod(String onreturnMethod) {
        return set("onreturnMethod", onreturnMethod, MethodConfig::setOnreturnMethod);
    }

    /** The object whose {@link #onthrowMethod(String)} receives the failure of an asynchronous call. */
    public MethodBuilder onthrow(Object onthrow) {
        return set("onthrow", onthrow, MethodConfig::setOnthrow);
    }

    public MethodBuilder onthrowMethod(String onthrowMethod) {
        return set("onthrowMethod", onthrowMethod, MethodConfig::setOnthrowMethod);
    }

    public MethodBuilder addArguments(List<? extends ArgumentConfig> arguments) {
        return addAll("arguments", arguments, MethodConfig::getArguments, MethodConfig::setArguments);
    }

    public MethodBuilder addArgument(ArgumentConfig argument) {
        return addArguments(Collections.singletonList(argument));
    }

    /** The interface name of the service the method belongs to. */
    public MethodBuilder service(String service) {
        return set("service", service, MethodConfig::setService);
    }

    public MethodBuilder serviceId(String serviceId) {
        return set("serviceId", serviceId, MethodConfig::setServiceId);
    }

    /** The prefix of the owning service or reference under which the method's external settings are read. */
    public MethodBuilder parentPrefix(String parentPrefix) {
        return set("parentPrefix", parentPrefix, MethodConfig::setParentPrefix);
    }

    @Override
    public MethodConfig build() {
        MethodConfig method = new MethodConfig();
        build(method);
        return method;
    }

    @Override
    protected MethodBuilder getThis() {
        return this;
    }
}
