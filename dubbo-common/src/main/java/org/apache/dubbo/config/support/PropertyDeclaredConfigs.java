package org.apache.dubbo.config.support;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Supplier;

import org.apache.dubbo.common.config.Environment;
import org.apache.dubbo.common.config.SubProperty;
import org.apache.dubbo.config.AbstractConfig;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ConfigCenterConfig;
import org.apache.dubbo.config.ConsumerConfig;
import org.apache.dubbo.config.MetadataReportConfig;
import org.apache.dubbo.config.MetricsConfig;
import org.apache.dubbo.config.ModuleConfig;
import org.apache.dubbo.config.MonitorConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ProviderConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.TracingConfig;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.rpc.model.ModuleModel;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The config beans that externalized configuration declares on its own, without any bean in code, XML or
 * annotations: {@code dubbo.application.name=demo} declares an {@link ApplicationConfig},
 * {@code dubbo.registries.zk1.address=...} a {@link RegistryConfig} with id {@code zk1}. Every bean returned is
 * new and already {@link AbstractConfig#refresh() refreshed}.
 *
 * <ul>
 *   <li>Configs an application has one of (application, module, monitor, metrics, tracing) exist when any
 *       source has a property under {@code dubbo.{tag}}.</li>
 *   <li>Multi-instance configs (registries, protocols, metadata reports, config centers, providers,
 *       consumers): one per id found in a key {@code dubbo.{plural}.{id}.{property}}; a protocol's name
 *       defaults to its id. Without such keys, one config without id when there are properties under
 *       {@code dubbo.{tag}}.</li>
 *   <li>Services and references are never declared this way; {@code dubbo.service.*} and
 *       {@code dubbo.reference.*} only adjust existing ones.</li>
 * </ul>
 *
 * <p>Ids cannot be read from OS-style environment variables ({@code DUBBO_REGISTRIES_ZK1_ADDRESS} is ambiguous);
 * the single form ({@code DUBBO_REGISTRY_ADDRESS}) works from anywhere. Callers that already hold beans skip the
 * declared configs whose id they have, and the id-less one when they have any bean of the type, as the
 * existing beans pick up the same properties when refreshed.
 */
public final class PropertyDeclaredConfigs {

    private static final Logger LOGGER = LoggerFactory.getLogger(PropertyDeclaredConfigs.class);

    private final ApplicationModel applicationModel;
    private final Environment environment;

    public PropertyDeclaredConfigs(ApplicationModel applicationModel) {
        if (applicationModel == null) {
            throw new IllegalArgumentException("Application model must not be null");
        }
        this.applicationModel = applicationModel;
        this.environment = Environment.of(applicationModel);
    }

    public Optional<ApplicationConfig> application() {
        return unique(ApplicationConfig.class, () -> new ApplicationConfig(applicationModel));
    }

    public Optional<MonitorConfig> monitor() {
        return unique(MonitorConfig.class, () -> new MonitorConfig(applicationModel));
    }

    public Optional<MetricsConfig> metrics() {
        return unique(MetricsConfig.class, () -> new MetricsConfig(applicationModel));
    }

    public Optional<TracingConfig> tracing() {
        return unique(TracingConfig.class, () -> new TracingConfig(applicationModel));
    }

    /** @param moduleModel a module of this application */
    public Optional<ModuleConfig> module(ModuleModel moduleModel) {
        checkModule(moduleModel);
        return unique(ModuleConfig.class, () -> new ModuleConfig(moduleModel));
    }

    public List<RegistryConfig> registries() {
        return multiple(RegistryConfig.class, () -> new RegistryConfig(applicationModel), null);
    }

    public List<ProtocolConfig> protocols() {
        return multiple(ProtocolConfig.class, () -> new ProtocolConfig(applicationModel), (protocol, id) -> {
            if (protocol.getName() == null || protocol.getName().trim().isEmpty()) {
                protocol.setName(id);
            }
        });
    }

    public List<MetadataReportConfig> metadataReports() {
        return multiple(MetadataReportConfig.class, () -> new MetadataReportConfig(applicationModel), null);
    }

    public List<ConfigCenterConfig> configCenters() {
        return multiple(ConfigCenterConfig.class, () -> new ConfigCenterConfig(applicationModel), null);
    }

    /** @param moduleModel a module of this application */
    public List<ProviderConfig> providers(ModuleModel moduleModel) {
        checkModule(moduleModel);
        return multiple(ProviderConfig.class, () -> new ProviderConfig(moduleModel), null);
    }

    /** @param moduleModel a module of this application */
    public List<ConsumerConfig> consumers(ModuleModel moduleModel) {
        checkModule(moduleModel);
        return multiple(ConsumerConfig.class, () -> new ConsumerConfig(moduleModel), null);
    }

    /**
     * The ids declared by keys {@code dubbo.{plural}.{id}.{property}} for a config type, highest source first,
     * then in the order of {@code dubbo.properties}.
     */
    public Set<String> declaredIds(Class<? extends AbstractConfig> type) {
        String prefix = "dubbo." + AbstractConfig.getPluralTagName(type);
        Set<String> ids = new LinkedHashSet<>();
        for (List<SubProperty> layer : Arrays.asList(environment.getOverridingSubProperties(prefix),
                environment.getDefaultSubProperties(prefix))) {
            for (SubProperty property : layer) {
                int dot = property.getName().indexOf('.');
                if (dot > 0 && dot < property.getName().length() - 1) {
                    ids.add(property.getName().substring(0, dot));
                }
            }
        }
        return ids;
    }

    private <T extends AbstractConfig> Optional<T> unique(Class<T> type, Supplier<T> factory) {
        if (!environment.hasSubProperties(AbstractConfig.getTypePrefix(type))) {
            return Optional.empty();
        }
        T config = factory.get();
        config.refresh();
        return Optional.of(config);
    }

    private <T extends AbstractConfig> List<T> multiple(Class<T> type, Supplier<T> factory,
                                                        BiConsumer<T, String> defaultsFromId) {
        Set<String> ids = declaredIds(type);
        String single = AbstractConfig.getTypePrefix(type);
        if (ids.isEmpty()) {
            if (!environment.hasSubProperties(single)) {
                return Collections.emptyList();
            }
            T config = factory.get();
            config.refresh();
            return Collections.singletonList(config);
        }
        if (environment.hasSubProperties(single)) {
            LOGGER.info("Properties under {}.* are not used to declare a config because ids are declared under "
                    + "dubbo.{}.*: {}", single, AbstractConfig.getPluralTagName(type), ids);
        }
        List<T> configs = new ArrayList<>(ids.size());
        for (String id : ids) {
            T config = factory.get();
            config.setId(id);
            config.refresh();
            if (defaultsFromId != null) {
                defaultsFromId.accept(config, id);
            }
            configs.add(config);
        }
        return configs;
    }

    private void checkModule(ModuleModel moduleModel) {
        if (moduleModel == null || moduleModel.getApplicationModel() != applicationModel) {
            throw new IllegalArgumentException(moduleModel + " is not a module of " + applicationModel);
        }
    }
}
