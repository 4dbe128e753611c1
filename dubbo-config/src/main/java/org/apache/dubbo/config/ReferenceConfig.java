package org.apache.dubbo.config;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.network.AddressOverrides;
import org.apache.dubbo.common.serialize.security.SerializationSecurity;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.config.annotation.Reference;
import org.apache.dubbo.config.context.ConfigManager;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.ProxyFactory;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.rpc.model.ModuleModel;
import org.apache.dubbo.rpc.protocol.InvokerWrapper;
import org.apache.dubbo.rpc.protocol.injvm.InjvmProtocol;
import org.apache.dubbo.rpc.service.GenericService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Creates a reference: a proxy implementing the service interface (plus {@code EchoService}) whose calls go to the
 * providers found by direct {@code url}s, through the registries, or in this JVM. Reference settings win over its
 * consumer's, which win over the application's; a provider's registered values act as defaults for what the
 * consumer does not set.
 */
public class ReferenceConfig<T> extends ReferenceConfigBase<T> {

    private static final long serialVersionUID = 1L;
    private static final Logger log = LoggerFactory.getLogger(ReferenceConfig.class);

    private transient volatile T ref;
    private transient volatile Invoker<?> invoker;
    private transient volatile boolean destroyed;
    private String services;

    public ReferenceConfig() {
    }

    public ReferenceConfig(ModuleModel moduleModel) {
        super(moduleModel);
    }

    public ReferenceConfig(Reference reference) {
        super(reference);
    }

    public ReferenceConfig(ModuleModel moduleModel, Reference reference) {
        super(moduleModel, reference);
    }

    /**
     * Creates the proxy on first use. With {@code check} true (what {@link #get()} passes) and the reference's own
     * {@code check} not false, a reference without an available provider fails here with an
     * {@link IllegalStateException}; otherwise it is created and calls fail until a provider appears.
     */
    @Override
    public synchronized T get(boolean check) {
        if (destroyed) {
            throw new IllegalStateException("The reference to " + getInterface() + " is destroyed");
        }
        if (ref == null) {
            // creating the reference may make calls of its own (application-level discovery reads providers'
            // metadata): they must not take the attachments the caller set for its own next call
            org.apache.dubbo.rpc.RpcContext.RestoreContext caller = org.apache.dubbo.rpc.RpcContext.storeContext();
            try {
                ref = createProxy(check);
            } finally {
                caller.restore();
            }
        }
        return ref;
    }

    @Override
    public synchronized void destroy() {
        if (destroyed) {
            return;
        }
        destroyed = true;
        Invoker<?> current = invoker;
        if (current != null) {
            try {
                current.destroy();
            } catch (RuntimeException e) {
                log.warn("Failed to destroy the reference to {}: {}", getInterface(), e.toString());
            }
        }
        invoker = null;
        ref = null;
        ConfigManager.of(getApplicationModel()).removeReference(this);
    }

    public Invoker<?> getInvoker() {
        return invoker;
    }

    @Deprecated
    public String getServices() {
        return services;
    }

    @Deprecated
    public void setServices(String services) {
        this.services = services;
    }

    /** @param checkRequested whether the caller wants providers checked, if the reference's settings agree */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private T createProxy(boolean checkRequested) {
        ApplicationModel model = getApplicationModel();
        ConfigManager manager = ConfigManager.of(model);
        manager.addReference(this);
        Class<?> type = getInterfaceClass();
        if (type == null) {
            throw new IllegalStateException("<dubbo:reference />: interface is not set");
        }
        manager.loadExternalConfigs(model);
        manager.startConfigCenters(model);
        manager.refreshAll();
        if (getConsumer() == null) {
            setConsumer(manager.getDefaultConsumer(ConfigDefaults.module(this)));
        }
        if (!isRefreshed()) {
            refresh();
        }
        // only now: check may come from the consumer or from properties
        boolean check = checkRequested && shouldCheck();
        boolean generic = GenericService.class == type;
        if (!generic) {
            SerializationSecurity.trust(type);
        }
        ApplicationConfig application = ConfigDefaults.application(this, model);
        ConsumerConfig consumer = getConsumer();
        Map<String, String> parameters = consumerParameters(type, application, consumer, generic);
        URL consumerUrl = new URL("consumer", parameters.get("register.ip"), 0, getInterface(), parameters);
        Invoker<?> created = createInvoker(type, consumerUrl, application, consumer, check);
        if (check && !created.isAvailable()) {
            created.destroy();
            throw new IllegalStateException("Failed to check the status of the service " + getInterface()
                    + ". No provider available for the service " + consumerUrl.getServiceKey() + " from "
                    + (getUrl() != null ? "the url " + getUrl() : "the registries") + " to the consumer "
                    + NetUtils.getLocalHost() + " (check=true; set check=false to start without providers)");
        }
        try {
            created = MethodEvents.wrap((Invoker) created, getMethods(), "<dubbo:reference interface=\""
                    + getInterface() + "\">");
        } catch (RuntimeException e) {
            created.destroy();
            throw e;
        }
        this.invoker = created;
        ProxyFactory proxyFactory = ExtensionLoader.getExtensionLoader(ProxyFactory.class)
                .getExtension(parameters.getOrDefault("proxy", "jdk"));
        log.info("Referred {} -> {}", getInterface(), created.getUrl().toIdentityString());
        return (T) proxyFactory.getProxy((Invoker) created, generic);
    }

    private Map<String, String> consumerParameters(Class<?> type, ApplicationConfig application,
                                                   ConsumerConfig consumer, boolean generic) {
        Map<String, String> p = new HashMap<>();
        p.put("interface", getInterface());
        p.put("side", "consumer");
        RuntimeParameters.append(p);
        if (!generic) {
            TreeSet<String> methods = new TreeSet<>();
            for (java.lang.reflect.Method m : type.getMethods()) {
                if (m.getDeclaringClass() != Object.class) {
                    methods.add(m.getName());
                }
            }
            p.put("methods", String.join(",", methods));
            RuntimeParameters.appendRevision(p, type, getVersion());
        }
        if (application != null) {
            AbstractConfig.appendParameters(p, application);
        }
        if (getModule() != null) {
            AbstractConfig.appendParameters(p, getModule());
        }
        if (consumer != null) {
            AbstractConfig.appendParameters(p, consumer);
        }
        AbstractConfig.appendParameters(p, this);
        RuntimeParameters.appendConsumerDefaults(p);
        String owner = ioThreadsOwner(consumer);
        if (owner != null) {
            p.put("iothreads.owner", owner);
        }
        p.put("register.ip", ProviderAddress.consumerRegistryHost(AddressOverrides.system(), NetUtils::getLocalHost));
        MethodParameters.append(p, getMethods(), generic ? null : type);
        if (generic) {
            p.putIfAbsent("generic", "true");
        }
        TransportNames.check("<dubbo:reference interface=\"" + getInterface() + "\">", p);
        UnsupportedAttributes.report(this, "<dubbo:reference interface=\"" + getInterface() + "\">", p);
        return p;
    }

    /** Who owns a dedicated client IO group, when one is asked for: the reference itself, else its consumer. */
    private String ioThreadsOwner(ConsumerConfig consumer) {
        if (getIothreads() != null) {
            String name = getId() != null ? getId() : getInterface();
            return "reference-" + name.substring(name.lastIndexOf('.') + 1);
        }
        if (consumer != null && consumer.getIothreads() != null) {
            return "consumer-" + (consumer.getId() != null ? consumer.getId() : "default");
        }
        return null;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private Invoker<?> createInvoker(Class<?> type, URL consumerUrl, ApplicationConfig application,
                                     ConsumerConfig consumer, boolean check) {
        if (isInjvm(consumerUrl)) {
            URL local = new URL("injvm", "127.0.0.1", 0, consumerUrl.getPath(), consumerUrl.getParameters());
            return ServiceConfig.protocolExtension("injvm").refer((Class) type, local);
        }
        List<Invoker<?>> invokers = new ArrayList<>();
        List<URL> targets = new ArrayList<>();
        if (getUrl() != null && !getUrl().trim().isEmpty()) {
            for (String address : getUrl().split(";")) {
                if (!address.trim().isEmpty()) {
                    targets.add(directUrl(address.trim(), consumerUrl));
                }
            }
        } else {
            List<RegistryConfig> registries = ConfigDefaults.registries(this, consumer, application,
                    getApplicationModel());
            for (URL registry : RegistryUrls.of(registries, application)) {
                if (registry.getParameter("subscribe", true)) {
                    targets.add(registry.addParameterAndEncoded("refer", consumerUrl.toParameterString()));
                }
            }
            if (targets.isEmpty()) {
                throw new IllegalStateException("<dubbo:reference interface=\"" + getInterface() + "\" />: no url"
                        + " and no registry to subscribe to (none configured, N/A, or subscribe=\"false\"); set"
                        + " url=\"dubbo://host:port\" for a direct connection or configure a registry");
            }
        }
        boolean anyRegistry = false;
        try {
            for (URL target : targets) {
                if (RegistryUrls.REGISTRY_PROTOCOL.equals(target.getProtocol())) {
                    anyRegistry = true;
                    Invoker<?> viaRegistry = ServiceConfig.registryProtocol().refer((Class) type, target);
                    // seen under its registry URL, whose preferred/zone/weight choose among registries
                    invokers.add(new InvokerWrapper(viaRegistry, target.removeParameter("refer")));
                } else {
                    invokers.add(ServiceConfig.protocolExtension(target.getProtocol()).refer((Class) type, target));
                }
            }
        } catch (RuntimeException e) {
            for (Invoker<?> i : invokers) {
                i.destroy();
            }
            if (check && e instanceof RpcException) {
                throw new IllegalStateException("Failed to check the status of the service " + getInterface() + ": "
                        + e.getMessage() + " (check=true; set check=false to start without providers)", e);
            }
            throw e;
        }
        if (!anyRegistry) {
            return Clusters.join((Class) type, consumerUrl, (List) invokers);
        }
        if (invokers.size() == 1) {
            // the registry's own cluster already retries and balances among the providers
            return ((InvokerWrapper<?>) invokers.get(0)).getInvoker();
        }
        return Clusters.joinRegistries((Class) type, consumerUrl, (List) invokers);
    }

    private boolean isInjvm(URL consumerUrl) {
        String scope = consumerUrl.getParameter("scope");
        if ("local".equalsIgnoreCase(scope) || consumerUrl.getParameter("injvm", false)) {
            return true;
        }
        // injvm=false (2.6's way of saying scope=remote) refers remotely even when the service is exported here
        if ("remote".equalsIgnoreCase(scope) || "false".equalsIgnoreCase(consumerUrl.getParameter("injvm"))
                || (getUrl() != null && !getUrl().trim().isEmpty())) {
            return false;
        }
        // the bare extension: wrappers (ours and users') do not hide it
        org.apache.dubbo.rpc.Protocol injvm = org.apache.dubbo.common.extension.ExtensionLoader
                .getExtensionLoader(org.apache.dubbo.rpc.Protocol.class).getExtension("injvm", false);
        return injvm instanceof InjvmProtocol && ((InjvmProtocol) injvm).isExported(consumerUrl);
    }

    /**
     * A direct URL: the provider's address (and any parameters written in it) with the consumer's parameters
     * over it, as the registry merge does: consumer values win, except that a group or version written in the URL
     * stays.
     */
    private URL directUrl(String address, URL consumerUrl) {
        URL given = URL.valueOf(address.contains("://") ? address : "dubbo://" + address);
        String path = given.getPath() == null || given.getPath().isEmpty() ? getInterface() : given.getPath();
        Map<String, String> merged = new HashMap<>(given.getParameters());
        for (Map.Entry<String, String> e : consumerUrl.getParameters().entrySet()) {
            String key = e.getKey();
            if (("group".equals(key) || "version".equals(key)) && merged.containsKey(key)) {
                continue;
            }
            merged.put(key, e.getValue());
        }
        merged.remove("register.ip");
        return new URL(given.getProtocol(), given.getUsername(), given.getPassword(), given.getHost(),
                given.getPort(), path, merged);
    }
}
