package org.apache.dubbo.config;

import java.net.BindException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.network.AddressOverrides;
import org.apache.dubbo.common.network.MachineAddress;
import org.apache.dubbo.common.serialize.security.SerializationSecurity;
import org.apache.dubbo.common.utils.NamedThreadFactory;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.config.annotation.Service;
import org.apache.dubbo.config.context.ConfigManager;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProxyFactory;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.rpc.model.ModuleModel;
import org.apache.dubbo.rpc.service.GenericService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Exports a service: builds its provider URL for every protocol (application, module, provider, protocol, service
 * and method settings, in that order of precedence), exports it on that protocol — and in the JVM for local calls
 * unless {@code scope=remote} — and registers it with the registries when there are any.
 */
public class ServiceConfig<T> extends ServiceConfigBase<T> {

    private static final long serialVersionUID = 1L;
    private static final Logger log = LoggerFactory.getLogger(ServiceConfig.class);
    /** How many free ports one export tries when other processes keep binding the one chosen first. */
    private static final int FREE_PORT_ATTEMPTS = 5;
    private static final ScheduledExecutorService DELAYED_EXPORTS = Executors.newSingleThreadScheduledExecutor(
            new NamedThreadFactory("DubboServiceDelayExport", true));

    private final transient List<Exporter<?>> exporters = new ArrayList<>();
    private final transient List<URL> exportedUrls = new ArrayList<>();
    private transient volatile boolean exported;
    private transient volatile boolean unexported;

    public ServiceConfig() {
    }

    public ServiceConfig(ModuleModel moduleModel) {
        super(moduleModel);
    }

    public ServiceConfig(Service service) {
        super(service);
    }

    public ServiceConfig(ModuleModel moduleModel, Service service) {
        super(moduleModel, service);
    }

    @Override
    public synchronized void export() {
        if (exported || unexported) {
            return;
        }
        if (!shouldExport()) {
            return;
        }
        Integer delay = getDelay();
        if (delay != null && delay > 0) {
            exported = true;
            DELAYED_EXPORTS.schedule(this::doExportSafely, delay, TimeUnit.MILLISECONDS);
            return;
        }
        doExport();
    }

    private void doExportSafely() {
        try {
            synchronized (this) {
                if (!unexported) {
                    doExport();
                }
            }
        } catch (RuntimeException e) {
            log.error("Delayed export of {} failed: {}", getInterface(), e.getMessage(), e);
        }
    }

    private void doExport() {
        Class<?> type = checkInterfaceAndRef();
        ApplicationModel model = getApplicationModel();
        ConfigManager manager = ConfigManager.of(model);
        manager.addService(this);
        manager.loadExternalConfigs(model);
        manager.startConfigCenters(model);
        manager.refreshAll();
        if (getProvider() == null) {
            setProvider(manager.getDefaultProvider(ConfigDefaults.module(this)));
        }
        if (!isRefreshed()) {
            refresh();
        }
        ApplicationConfig application = ConfigDefaults.application(this, model);
        ProviderConfig provider = getProvider();
        List<ProtocolConfig> protocols = protocols(provider, model);
        List<RegistryConfig> registries = ConfigDefaults.registries(this, provider, application, model);
        List<URL> registryUrls = RegistryUrls.of(registries, application);
        SerializationSecurity.trust(type);
        for (ProtocolConfig protocol : protocols) {
            exportOn(protocol, type, application, provider, registryUrls);
        }
        exported = true;
    }

    /**
     * Exports on one protocol. When the port is a free one this process chose ({@code port="-1"}) and another
     * process binds it between the check and the bind (two providers starting on one machine), what this attempt
     * exported is withdrawn and a port is chosen again, a few times at most; a port the user gave is never changed.
     */
    private void exportOn(ProtocolConfig protocol, Class<?> type, ApplicationConfig application,
                          ProviderConfig provider, List<URL> registryUrls) {
        for (int attempt = 1; ; attempt++) {
            ProviderAddress address = resolveAddress(protocol, provider);
            URL url = buildUrl(type, application, provider, protocol, address);
            int exportersBefore = exporters.size();
            int urlsBefore = exportedUrls.size();
            try {
                String scope = url.getParameter("scope");
                if (!"remote".equalsIgnoreCase(scope)) {
                    exportLocally(type, url);
                }
                if (!"local".equalsIgnoreCase(scope)) {
                    exportRemotely(type, url, registryUrls);
                }
                return;
            } catch (RuntimeException e) {
                if (attempt == FREE_PORT_ATTEMPTS || !isPortTaken(e) || !address.forgetTakenFreePort()) {
                    throw e;
                }
                withdrawSince(exportersBefore, urlsBefore);
                log.warn("{}: free port {} chosen for protocol {} was bound by another process first; choosing"
                        + " another", getInterface(), address.bindPort, address.protocol);
            }
        }
    }

    private static boolean isPortTaken(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof BindException) {
                return true;
            }
        }
        return false;
    }

    private void withdrawSince(int exportersBefore, int urlsBefore) {
        while (exporters.size() > exportersBefore) {
            Exporter<?> exporter = exporters.remove(exporters.size() - 1);
            try {
                exporter.unexport();
            } catch (RuntimeException e) {
                log.warn("Failed to withdraw {} after a failed export: {}", getInterface(), e.toString());
            }
        }
        while (exportedUrls.size() > urlsBefore) {
            exportedUrls.remove(exportedUrls.size() - 1);
        }
    }

    private Class<?> checkInterfaceAndRef() {
        if (getRef() == null) {
            throw new IllegalStateException("<dubbo:service interface=\"" + getInterface() + "\" />: ref is not set;"
                    + " a service needs its implementation (ref)");
        }
        Class<?> type = getInterfaceClass();
        if (type == null) {
            throw new IllegalStateException("<dubbo:service ref=\"" + getRef().getClass().getName() + "\" />: interface"
                    + " is not set");
        }
        if (!GenericService.class.isInstance(getRef()) && !type.isInstance(getRef())) {
            throw new IllegalStateException("<dubbo:service interface=\"" + type.getName() + "\" />: ref "
                    + getRef().getClass().getName() + " does not implement it");
        }
        if (getMethods() != null) {
            for (MethodConfig method : getMethods()) {
                if (method.getName() == null || !hasMethod(type, method.getName())) {
                    throw new IllegalStateException("<dubbo:method name=\"" + method.getName() + "\" /> of service "
                            + type.getName() + ": no such method in the interface");
                }
            }
        }
        return type;
    }

    private static boolean hasMethod(Class<?> type, String name) {
        if (GenericService.class.isAssignableFrom(type)) {
            return true;
        }
        for (java.lang.reflect.Method m : type.getMethods()) {
            if (m.getName().equals(name)) {
                return true;
            }
        }
        return false;
    }

    private List<ProtocolConfig> protocols(ProviderConfig provider, ApplicationModel model) {
        ConfigManager manager = ConfigManager.of(model);
        List<ProtocolConfig> chosen = new ArrayList<>();
        String ids = getProtocolIds() != null ? getProtocolIds() : provider == null ? null : provider.getProtocolIds();
        if (ids != null && !ids.trim().isEmpty()) {
            for (String id : ids.split(",")) {
                ProtocolConfig p = manager.getProtocol(id.trim());
                if (p == null) {
                    throw new IllegalStateException("<dubbo:service interface=\"" + getInterface() + "\" protocol=\""
                            + ids + "\" />: protocol '" + id.trim() + "' is not declared");
                }
                chosen.add(p);
            }
        } else if (getProtocols() != null && !getProtocols().isEmpty()) {
            chosen.addAll(getProtocols());
        } else if (provider != null && provider.getProtocols() != null && !provider.getProtocols().isEmpty()) {
            chosen.addAll(provider.getProtocols());
        } else {
            chosen.addAll(manager.getDefaultProtocols());
        }
        if (chosen.isEmpty()) {
            chosen.add(new ProtocolConfig("dubbo"));
        }
        return chosen;
    }

    private static ProviderAddress resolveAddress(ProtocolConfig protocol, ProviderConfig provider) {
        String protocolName = protocol.getName() == null ? "dubbo" : protocol.getName();
        return ProviderAddress.resolve(protocol, provider, protocolExtension(protocolName).getDefaultPort(),
                AddressOverrides.system(), NetUtils::getLocalHost, MachineAddress.current().globalIpv6Host());
    }

    URL buildUrl(Class<?> type, ApplicationConfig application, ProviderConfig provider, ProtocolConfig protocol,
                 ProviderAddress address) {
        String protocolName = protocol.getName() == null ? "dubbo" : protocol.getName();
        Map<String, String> p = new HashMap<>();
        p.put("side", "provider");
        RuntimeParameters.append(p);
        if (application != null) {
            AbstractConfig.appendParameters(p, application);
        }
        if (getModule() != null) {
            AbstractConfig.appendParameters(p, getModule());
        }
        if (provider != null) {
            AbstractConfig.appendParameters(p, provider);
        }
        AbstractConfig.appendParameters(p, protocol);
        AbstractConfig.appendParameters(p, this);
        MethodParameters.append(p, getMethods(), GenericService.class.isAssignableFrom(type) ? null : type);
        p.put("interface", getInterface());
        if (GenericService.class.isAssignableFrom(type) || (getGeneric() != null && !"false".equals(getGeneric()))) {
            p.put("generic", getGeneric() == null ? "true" : getGeneric());
            p.put("methods", "*");
        } else {
            TreeSet<String> methods = new TreeSet<>();
            for (java.lang.reflect.Method m : type.getMethods()) {
                if (m.getDeclaringClass() != Object.class) {
                    methods.add(m.getName());
                }
            }
            p.put("methods", methods.isEmpty() ? "*" : String.join(",", methods));
            p.putIfAbsent("generic", "false");
            RuntimeParameters.appendRevision(p, type, getVersion());
        }
        // defaults Apache Dubbo 3 registers explicitly
        p.putIfAbsent("deprecated", "false");
        p.putIfAbsent("dynamic", "true");
        p.putIfAbsent("prefer.serialization", p.getOrDefault("serialization", RuntimeParameters.PREFER_SERIALIZATION));
        String token = p.get("token");
        if ("true".equals(token) || "default".equals(token)) {
            p.put("token", UUID.randomUUID().toString());
        }
        TransportNames.check("<dubbo:service interface=\"" + getInterface() + "\">", p);
        UnsupportedAttributes.report(this, "<dubbo:service interface=\"" + getInterface() + "\">", p);
        address.writeTo(p);
        String path = getPath() != null && !getPath().isEmpty() ? getPath() : getInterface();
        return new URL(protocolName, address.registryHost, address.registryPort, path, p);
    }

    private void exportLocally(Class<?> type, URL url) {
        URL local = new URL("injvm", "127.0.0.1", 0, url.getPath(), url.getParameters());
        doExportUrl(type, local, protocolExtension("injvm"));
    }

    private void exportRemotely(Class<?> type, URL url, List<URL> registryUrls) {
        boolean register = !Boolean.FALSE.equals(isRegister()) && url.getParameter("register", true);
        if (registryUrls.isEmpty() || !register) {
            doExportUrl(type, url, protocolExtension(url.getProtocol()));
            return;
        }
        for (URL registry : registryUrls) {
            URL withExport = registry.addParameterAndEncoded("export", url.toFullString());
            doExportUrl(type, withExport, registryProtocol());
        }
        exportedUrls.add(url);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private void doExportUrl(Class<?> type, URL url, Protocol protocol) {
        ProxyFactory proxyFactory = ExtensionLoader.getExtensionLoader(ProxyFactory.class)
                .getExtension(url.getParameter("proxy", "jdk"));
        Invoker<?> invoker = proxyFactory.getInvoker(getRef(), (Class) type, url);
        exporters.add(protocol.export(invoker));
        if (!RegistryUrls.REGISTRY_PROTOCOL.equals(url.getProtocol()) && !"injvm".equals(url.getProtocol())) {
            exportedUrls.add(url);
        }
        log.info("Exported {} at {}", getInterface(), url.toIdentityString());
    }

    static Protocol protocolExtension(String name) {
        ExtensionLoader<Protocol> loader = ExtensionLoader.getExtensionLoader(Protocol.class);
        if (!loader.hasExtension(name)) {
            throw new IllegalStateException("Protocol '" + name + "' is not available; supported: "
                    + loader.getSupportedExtensions());
        }
        return loader.getExtension(name);
    }

    static Protocol registryProtocol() {
        ExtensionLoader<Protocol> loader = ExtensionLoader.getExtensionLoader(Protocol.class);
        if (!loader.hasExtension(RegistryUrls.REGISTRY_PROTOCOL)) {
            throw new IllegalStateException("A registry is configured but registry support (dubbo-registry) is not on"
                    + " the class path");
        }
        return loader.getExtension(RegistryUrls.REGISTRY_PROTOCOL);
    }

    /**
     * Withdraws this service from its registries while it keeps serving: consumers stop choosing it as the
     * registries tell them. {@link #unexport()} does this too; graceful shutdown does it for every service first.
     */
    public synchronized void unregister() {
        for (Exporter<?> exporter : exporters) {
            try {
                exporter.unregister();
            } catch (RuntimeException e) {
                log.warn("Failed to unregister {}: {}", getInterface(), e.toString());
            }
        }
    }

    @Override
    public synchronized void unexport() {
        if (unexported) {
            return;
        }
        unexported = true;
        for (Exporter<?> exporter : exporters) {
            try {
                exporter.unexport();
            } catch (RuntimeException e) {
                log.warn("Failed to unexport {}: {}", getInterface(), e.toString());
            }
        }
        exporters.clear();
        ConfigManager.of(getApplicationModel()).removeService(this);
    }

    /** The exports of this service, one per protocol and registry set (QoS and diagnostics). */
    public synchronized List<Exporter<?>> getExporters() {
        return Collections.unmodifiableList(new ArrayList<>(exporters));
    }

    @Override
    public boolean isExported() {
        return exported;
    }

    @Override
    public boolean isUnexported() {
        return unexported;
    }

    @Override
    public List<URL> getExportedUrls() {
        return Collections.unmodifiableList(new ArrayList<>(exportedUrls));
    }
}
