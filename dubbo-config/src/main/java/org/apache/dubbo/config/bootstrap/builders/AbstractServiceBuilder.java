package org.apache.dubbo.config.bootstrap.builders;

import java.util.Collections;
import java.util.List;
import java.util.concurrent.Executor;

import org.apache.dubbo.config.AbstractServiceConfig;
import org.apache.dubbo.config.ProtocolConfig;

/** Provider-side properties shared by the builders of services and of provider defaults. */
public abstract class AbstractServiceBuilder<C extends AbstractServiceConfig, B extends AbstractServiceBuilder<C, B>>
        extends AbstractInterfaceBuilder<C, B> {

    public B deprecated(Boolean deprecated) {
        return set("deprecated", deprecated, AbstractServiceConfig::setDeprecated);
    }

    /** Milliseconds to wait before exporting. */
    public B delay(Integer delay) {
        return set("delay", delay, AbstractServiceConfig::setDelay);
    }

    public B export(Boolean export) {
        return set("export", export, AbstractServiceConfig::setExport);
    }

    public B weight(Integer weight) {
        return set("weight", weight, AbstractServiceConfig::setWeight);
    }

    public B document(String document) {
        return set("document", document, AbstractServiceConfig::setDocument);
    }

    public B dynamic(Boolean dynamic) {
        return set("dynamic", dynamic, AbstractServiceConfig::setDynamic);
    }

    public B token(String token) {
        return set("token", token, (bean, value) -> bean.setToken(value));
    }

    public B token(Boolean token) {
        return token(token == null ? null : token.toString());
    }

    public B accesslog(String accesslog) {
        return set("accesslog", accesslog, (bean, value) -> bean.setAccesslog(value));
    }

    public B accesslog(Boolean accesslog) {
        return accesslog(accesslog == null ? null : accesslog.toString());
    }

    public B addProtocols(List<? extends ProtocolConfig> protocols) {
        return addAll("protocols", protocols, AbstractServiceConfig::getProtocols, AbstractServiceConfig::setProtocols);
    }

    public B addProtocol(ProtocolConfig protocol) {
        return addProtocols(Collections.singletonList(protocol));
    }

    /** Comma-separated ids of declared protocols to export on. */
    public B protocolIds(String protocolIds) {
        return set("protocolIds", protocolIds, AbstractServiceConfig::setProtocolIds);
    }

    public B executes(Integer executes) {
        return set("executes", executes, AbstractServiceConfig::setExecutes);
    }

    public B register(Boolean register) {
        return set("register", register, AbstractServiceConfig::setRegister);
    }

    public B warmup(Integer warmup) {
        return set("warmup", warmup, AbstractServiceConfig::setWarmup);
    }

    public B serialization(String serialization) {
        return set("serialization", serialization, AbstractServiceConfig::setSerialization);
    }

    public B preferSerialization(String preferSerialization) {
        return set("preferSerialization", preferSerialization, AbstractServiceConfig::setPreferSerialization);
    }

    /** @deprecated use {@link ModuleBuilder#exportAsync(Boolean)} */
    @Deprecated
    public B exportAsync(Boolean exportAsync) {
        return set("exportAsync", exportAsync, AbstractServiceConfig::setExportAsync);
    }

    public B executor(Executor executor) {
        return set("executor", executor, AbstractServiceConfig::setExecutor);
    }

    /** Largest message in bytes. */
    public B payload(Integer payload) {
        return set("payload", payload, AbstractServiceConfig::setPayload);
    }

    public B useJavaPackageAsPath(Boolean useJavaPackageAsPath) {
        return set("useJavaPackageAsPath", useJavaPackageAsPath, AbstractServiceConfig::setUseJavaPackageAsPath);
    }
}
