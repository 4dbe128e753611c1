package org.apache.dubbo.config.bootstrap.builders;

import java.util.Collections;
import java.util.List;

import org.apache.dubbo.config.AbstractInterfaceConfig;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ConfigCenterConfig;
import org.apache.dubbo.config.MetadataReportConfig;
import org.apache.dubbo.config.MethodConfig;
import org.apache.dubbo.config.ModuleConfig;
import org.apache.dubbo.config.MonitorConfig;
import org.apache.dubbo.config.RegistryConfig;

/**
 * Interface-level properties shared by the builders of services, references and their provider/consumer
 * defaults. The interface itself is named on {@link ServiceBuilder} and {@link ReferenceBuilder} only.
 */
public abstract class AbstractInterfaceBuilder<C extends AbstractInterfaceConfig,
        B extends AbstractInterfaceBuilder<C, B>> extends AbstractMethodBuilder<C, B> {

    public B version(String version) {
        return set("version", version, AbstractInterfaceConfig::setVersion);
    }

    public B group(String group) {
        return set("group", group, AbstractInterfaceConfig::setGroup);
    }

    /** @deprecated use {@link #stub(String)} */
    @Deprecated
    public B local(String local) {
        return set("local", local, (bean, value) -> bean.setLocal(value));
    }

    /** @deprecated use {@link #stub(Boolean)} */
    @Deprecated
    public B local(Boolean local) {
        return local(local == null ? null : local.toString());
    }

    public B stub(String stub) {
        return set("stub", stub, (bean, value) -> bean.setStub(value));
    }

    public B stub(Boolean stub) {
        return stub(stub == null ? null : stub.toString());
    }

    /** @deprecated declare the monitor on the application */
    @Deprecated
    public B monitor(MonitorConfig monitor) {
        return set("monitor", monitor, (bean, value) -> bean.setMonitor(value));
    }

    /** @deprecated declare the monitor on the application */
    @Deprecated
    public B monitor(String monitor) {
        return monitor(monitor == null ? null : new MonitorConfig(monitor));
    }

    public B proxy(String proxy) {
        return set("proxy", proxy, AbstractInterfaceConfig::setProxy);
    }

    public B cluster(String cluster) {
        return set("cluster", cluster, AbstractInterfaceConfig::setCluster);
    }

    public B filter(String filter) {
        return set("filter", filter, AbstractInterfaceConfig::setFilter);
    }

    public B listener(String listener) {
        return set("listener", listener, AbstractInterfaceConfig::setListener);
    }

    public B owner(String owner) {
        return set("owner", owner, AbstractInterfaceConfig::setOwner);
    }

    public B connections(Integer connections) {
        return set("connections", connections, AbstractInterfaceConfig::setConnections);
    }

    public B layer(String layer) {
        return set("layer", layer, AbstractInterfaceConfig::setLayer);
    }

    /** @deprecated the application is declared once, on the bootstrap */
    @Deprecated
    public B application(ApplicationConfig application) {
        return set("application", application, AbstractInterfaceConfig::setApplication);
    }

    /** @deprecated the module is declared once per module */
    @Deprecated
    public B module(ModuleConfig module) {
        return set("module", module, AbstractInterfaceConfig::setModule);
    }

    public B addRegistries(List<? extends RegistryConfig> registries) {
        return addAll("registries", registries, AbstractInterfaceConfig::getRegistries,
                AbstractInterfaceConfig::setRegistries);
    }

    public B addRegistry(RegistryConfig registry) {
        return addRegistries(Collections.singletonList(registry));
    }

    /** Comma-separated ids of declared registries to use. */
    public B registryIds(String registryIds) {
        return set("registryIds", registryIds, AbstractInterfaceConfig::setRegistryIds);
    }

    public B addMethods(List<? extends MethodConfig> methods) {
        return addAll("methods", methods, AbstractInterfaceConfig::getMethods, AbstractInterfaceConfig::setMethods);
    }

    public B addMethod(MethodConfig method) {
        return addMethods(Collections.singletonList(method));
    }

    public B onconnect(String onconnect) {
        return set("onconnect", onconnect, AbstractInterfaceConfig::setOnconnect);
    }

    public B ondisconnect(String ondisconnect) {
        return set("ondisconnect", ondisconnect, AbstractInterfaceConfig::setOndisconnect);
    }

    /** @deprecated declare metadata reports on the bootstrap */
    @Deprecated
    public B metadataReportConfig(MetadataReportConfig metadataReportConfig) {
        return set("metadataReportConfig", metadataReportConfig, AbstractInterfaceConfig::setMetadataReportConfig);
    }

    /** @deprecated declare config centers on the bootstrap */
    @Deprecated
    public B configCenter(ConfigCenterConfig configCenter) {
        return set("configCenter", configCenter, AbstractInterfaceConfig::setConfigCenter);
    }

    public B callbacks(Integer callbacks) {
        return set("callbacks", callbacks, AbstractInterfaceConfig::setCallbacks);
    }

    /** {@code local} (this JVM only), {@code remote} (remote only), or unset for both. */
    public B scope(String scope) {
        return set("scope", scope, AbstractInterfaceConfig::setScope);
    }

    public B tag(String tag) {
        return set("tag", tag, AbstractInterfaceConfig::setTag);
    }

    public B auth(Boolean auth) {
        return set("auth", auth, AbstractInterfaceConfig::setAuth);
    }

    public B authenticator(String authenticator) {
        return set("authenticator", authenticator, AbstractInterfaceConfig::setAuthenticator);
    }

    public B username(String username) {
        return set("username", username, AbstractInterfaceConfig::setUsername);
    }

    public B password(String password) {
        return set("password", password, AbstractInterfaceConfig::setPassword);
    }

    public B singleton(Boolean singleton) {
        return set("singleton", singleton, AbstractInterfaceConfig::setSingleton);
    }
}
