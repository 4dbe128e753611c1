package org.apache.dubbo.config.bootstrap.builders;

import java.util.Collections;
import java.util.Map;

import org.apache.dubbo.config.RegistryConfig;

/**
 * Builds a {@link RegistryConfig}: {@code RegistryBuilder.newBuilder().address("zookeeper://127.0.0.1:2181")
 * .build()}. Method names follow Apache Dubbo's builder ({@code isCheck}, {@code isDynamic}).
 */
public class RegistryBuilder extends AbstractBuilder<RegistryConfig, RegistryBuilder> {

    public static RegistryBuilder newBuilder() {
        return new RegistryBuilder();
    }

    /** {@code protocol://[username:password@]host:port[?parameters]}; fills the parts not given separately. */
    public RegistryBuilder address(String address) {
        return set("address", address, RegistryConfig::setAddress);
    }

    public RegistryBuilder username(String username) {
        return set("username", username, RegistryConfig::setUsername);
    }

    public RegistryBuilder password(String password) {
        return set("password", password, RegistryConfig::setPassword);
    }

    public RegistryBuilder port(Integer port) {
        return set("port", port, RegistryConfig::setPort);
    }

    public RegistryBuilder protocol(String protocol) {
        return set("protocol", protocol, RegistryConfig::setProtocol);
    }

    public RegistryBuilder transporter(String transporter) {
        return set("transporter", transporter, RegistryConfig::setTransporter);
    }

    /** @deprecated use {@link #transporter(String)} */
    @Deprecated
    public RegistryBuilder transport(String transport) {
        return transporter(transport);
    }

    public RegistryBuilder server(String server) {
        return set("server", server, RegistryConfig::setServer);
    }

    public RegistryBuilder client(String client) {
        return set("client", client, RegistryConfig::setClient);
    }

    public RegistryBuilder cluster(String cluster) {
        return set("cluster", cluster, RegistryConfig::setCluster);
    }

    public RegistryBuilder zone(String zone) {
        return set("zone", zone, RegistryConfig::setZone);
    }

    public RegistryBuilder group(String group) {
        return set("group", group, RegistryConfig::setGroup);
    }

    public RegistryBuilder version(String version) {
        return set("version", version, RegistryConfig::setVersion);
    }

    public RegistryBuilder timeout(Integer timeout) {
        return set("timeout", timeout, RegistryConfig::setTimeout);
    }

    public RegistryBuilder session(Integer session) {
        return set("session", session, RegistryConfig::setSession);
    }

    /** The local cache file of the registry's data. */
    public RegistryBuilder file(String file) {
        return set("file", file, RegistryConfig::setFile);
    }

    /** @deprecated use {@link ProviderBuilder#wait(Integer)} */
    @Deprecated
    public RegistryBuilder wait(Integer wait) {
        return set("wait", wait, RegistryConfig::setWait);
    }

    /** Whether start-up fails when the registry is unavailable. */
    public RegistryBuilder isCheck(Boolean check) {
        return set("check", check, RegistryConfig::setCheck);
    }

    public RegistryBuilder isDynamic(Boolean dynamic) {
        return set("dynamic", dynamic, RegistryConfig::setDynamic);
    }

    public RegistryBuilder register(Boolean register) {
        return set("register", register, RegistryConfig::setRegister);
    }

    public RegistryBuilder subscribe(Boolean subscribe) {
        return set("subscribe", subscribe, RegistryConfig::setSubscribe);
    }

    public RegistryBuilder appendParameters(Map<String, String> appendParameters) {
        return putParameters(appendParameters, RegistryConfig::getParameters, RegistryConfig::setParameters);
    }

    public RegistryBuilder appendParameter(String key, String value) {
        return appendParameters(Collections.singletonMap(key, value));
    }

    /** The same as {@link #appendParameter(String, String)}. */
    public RegistryBuilder parameter(String key, String value) {
        return appendParameter(key, value);
    }

    public RegistryBuilder simplified(Boolean simplified) {
        return set("simplified", simplified, RegistryConfig::setSimplified);
    }

    public RegistryBuilder extraKeys(String extraKeys) {
        return set("extraKeys", extraKeys, RegistryConfig::setExtraKeys);
    }

    public RegistryBuilder useAsConfigCenter(Boolean useAsConfigCenter) {
        return set("useAsConfigCenter", useAsConfigCenter, RegistryConfig::setUseAsConfigCenter);
    }

    public RegistryBuilder useAsMetadataCenter(Boolean useAsMetadataCenter) {
        return set("useAsMetadataCenter", useAsMetadataCenter, RegistryConfig::setUseAsMetadataCenter);
    }

    public RegistryBuilder accepts(String accepts) {
        return set("accepts", accepts, RegistryConfig::setAccepts);
    }

    public RegistryBuilder preferred(Boolean preferred) {
        return set("preferred", preferred, RegistryConfig::setPreferred);
    }

    public RegistryBuilder weight(Integer weight) {
        return set("weight", weight, RegistryConfig::setWeight);
    }

    /** {@code interface}, {@code instance} or {@code all}: what is registered here. */
    public RegistryBuilder registerMode(String registerMode) {
        return set("registerMode", registerMode, RegistryConfig::setRegisterMode);
    }

    public RegistryBuilder enableEmptyProtection(Boolean enableEmptyProtection) {
        return set("enableEmptyProtection", enableEmptyProtection, RegistryConfig::setEnableEmptyProtection);
    }

    public RegistryBuilder secure(String secure) {
        return set("secure", secure, RegistryConfig::setSecure);
    }

    @Override
    public RegistryConfig build() {
        RegistryConfig registry = new RegistryConfig();
        build(registry);
        return registry;
    }

    @Override
    protected RegistryBuilder getThis() {
        return this;
    }
}
