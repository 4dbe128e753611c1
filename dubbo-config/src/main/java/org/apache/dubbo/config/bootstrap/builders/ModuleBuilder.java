package org.apache.dubbo.config.bootstrap.builders;

import java.util.Collections;
import java.util.List;

import org.apache.dubbo.config.ModuleConfig;
import org.apache.dubbo.config.MonitorConfig;
import org.apache.dubbo.config.RegistryConfig;

/** Builds a {@link ModuleConfig}: a module's name and how it exports and refers. */
public class ModuleBuilder extends AbstractBuilder<ModuleConfig, ModuleBuilder> {

    public static ModuleBuilder newBuilder() {
        return new ModuleBuilder();
    }

    public ModuleBuilder name(String name) {
        return set("name", name, ModuleConfig::setName);
    }

    public ModuleBuilder version(String version) {
        return set("version", version, ModuleConfig::setVersion);
    }

    public ModuleBuilder owner(String owner) {
        return set("owner", owner, ModuleConfig::setOwner);
    }

    public ModuleBuilder organization(String organization) {
        return set("organization", organization, ModuleConfig::setOrganization);
    }

    public ModuleBuilder addRegistries(List<? extends RegistryConfig> registries) {
        return addAll("registries", registries, ModuleConfig::getRegistries, ModuleConfig::setRegistries);
    }

    public ModuleBuilder addRegistry(RegistryConfig registry) {
        return addRegistries(Collections.singletonList(registry));
    }

    public ModuleBuilder monitor(MonitorConfig monitor) {
        return set("monitor", monitor, (bean, value) -> bean.setMonitor(value));
    }

    /** A monitor at {@code address}. */
    public ModuleBuilder monitor(String monitor) {
        return monitor(monitor == null ? null : new MonitorConfig(monitor));
    }

    /** Whether the module starts in the background instead of blocking the caller. */
    public ModuleBuilder background(Boolean background) {
        return set("background", background, ModuleConfig::setBackground);
    }

    public ModuleBuilder referAsync(Boolean referAsync) {
        return set("referAsync", referAsync, ModuleConfig::setReferAsync);
    }

    public ModuleBuilder referThreadNum(Integer referThreadNum) {
        return set("referThreadNum", referThreadNum, ModuleConfig::setReferThreadNum);
    }

    public ModuleBuilder exportAsync(Boolean exportAsync) {
        return set("exportAsync", exportAsync, ModuleConfig::setExportAsync);
    }

    public ModuleBuilder exportThreadNum(Integer exportThreadNum) {
        return set("exportThreadNum", exportThreadNum, ModuleConfig::setExportThreadNum);
    }

    /** How long start-up waits for references to find providers, in milliseconds. */
    public ModuleBuilder checkReferenceTimeout(Long checkReferenceTimeout) {
        return set("checkReferenceTimeout", checkReferenceTimeout, ModuleConfig::setCheckReferenceTimeout);
    }

    @Override
    public ModuleConfig build() {
        ModuleConfig module = new ModuleConfig();
        build(module);
        return module;
    }

    @Override
    protected ModuleBuilder getThis() {
        return this;
    }
}
