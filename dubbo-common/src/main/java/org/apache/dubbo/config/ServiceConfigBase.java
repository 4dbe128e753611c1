package org.apache.dubbo.config;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.config.annotation.Service;
import org.apache.dubbo.config.support.Parameter;
import org.apache.dubbo.rpc.model.ModuleModel;
import org.apache.dubbo.rpc.model.ScopeModel;

/**
 * The configuration of one exported service: its interface, implementation ({@code ref}), provider defaults
 * and protocols. Unset service attributes fall back to the {@link ProviderConfig} where that makes sense
 * (export, delay, group, version).
 *
 * <p><b>Contract for implementations</b> (the exporting {@code ServiceConfig} lives with the RPC layer):
 * {@link #export()} exports the service over each protocol and registers it, or schedules that when
 * {@link #shouldDelay()}; it does nothing when {@link #shouldExport()} is false and must be idempotent.
 * {@link #unexport()} withdraws everything {@code export()} did and is idempotent too.
 * {@link #getExportedUrls()} lists one URL per protocol once exported, empty before.
 *
 * @param <T> the service interface
 */
public abstract class ServiceConfigBase<T> extends AbstractServiceConfig {

    private static final long serialVersionUID = 1L;

    private transient Class<?> interfaceClass;
    private transient T ref;
    private String path;
    private ProviderConfig provider;
    private String providerIds;
    private String generic;

    public ServiceConfigBase() {
    }

    public ServiceConfigBase(ModuleModel moduleModel) {
        super(moduleModel);
    }

    /** A service configured by the (deprecated) {@link Service} annotation; see {@link #appendAnnotation}. */
    public ServiceConfigBase(Service service) {
        appendAnnotation(Service.class, service);
    }

    public ServiceConfigBase(ModuleModel moduleModel, Service service) {
        super(moduleModel);
        appendAnnotation(Service.class, service);
    }

    /** The provider defaults follow the service into the new module. */
    @Override
    protected void postProcessAfterScopeModelChanged(ScopeModel oldScopeModel, ScopeModel newScopeModel) {
        super.postProcessAfterScopeModelChanged(oldScopeModel, newScopeModel);
        if (provider != null) {
            provider.setScopeModel(newScopeModel);
        }
    }

    // ------------------------------------------------------------------ lifecycle, implemented by ServiceConfig

    /** Exports (or schedules the export of) this service; see the class comment. */
    public abstract void export();

    /** Withdraws this service; see the class comment. */
    public abstract void unexport();

    @Parameter(excluded = true, attribute = false)
    public abstract boolean isExported();

    @Parameter(excluded = true, attribute = false)
    public abstract boolean isUnexported();

    /** One URL per protocol the service is exported with; empty before export. */
    public abstract List<URL> getExportedUrls();

    // ------------------------------------------------------------------ decisions with provider fallback

    /** Whether to export at all: the service's {@code export}, else the provider's, else true. */
    public boolean shouldExport() {
        Boolean export = getExport();
        return export == null || export;
    }

    @Override
    public Boolean getExport() {
        Boolean export = super.getExport();
        return export == null && provider != null ? provider.getExport() : export;
    }

    /** Whether the export waits: a positive {@code delay} on the service, else on the provider. */
    public boolean shouldDelay() {
        Integer delay = getDelay();
        return delay != null && delay > 0;
    }

    @Override
    public Integer getDelay() {
        Integer delay = super.getDelay();
        return delay == null && provider != null ? provider.getDelay() : delay;
    }

    /** Whether to export in the background: the service's {@code exportAsync}, else the provider's, else false. */
    @SuppressWarnings("deprecation")
    public Boolean shouldExportAsync() {
        Boolean async = getExportAsync();
        if (async == null && provider != null) {
            async = provider.getExportAsync();
        }
        return async != null && async;
    }

    /** The service's group, else the provider's. */
    @Override
    public String getGroup() {
        String group = super.getGroup();
        return isEmpty(group) && provider != null ? provider.getGroup() : group;
    }

    /** The service's version, else the provider's. */
    @Override
    public String getVersion() {
        String version = super.getVersion();
        return isEmpty(version) && provider != null ? provider.getVersion() : version;
    }

    // ------------------------------------------------------------------ interface and implementation

    /**
     * The service interface: the class given to {@link #setInterface(Class)}, {@code GenericService} when the
     * implementation is a generic service, else the interface name loaded with the interface class loader, the
     * thread's context loader or Dubbo's; null when no interface is set.
     *
     * @throws IllegalStateException if the named interface cannot be loaded
     */
    public Class<?> getInterfaceClass() {
        if (interfaceClass != null) {
            return interfaceClass;
        }
        if (ref != null) {
            Class<?> genericService = GenericValues.genericServiceInterfaceOf(ref.getClass());
            if (genericService != null) {
                return genericService;
            }
        }
        String name = getInterface();
        if (isEmpty(name)) {
            return null;
        }
        try {
            return ClassResolver.load(name, getInterfaceClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("Interface " + name + " of service " + getUniqueServiceName()
                    + " is not on the class path", e);
        }
    }

    /** @deprecated use {@link #setInterface(Class)} */
    @Deprecated
    public void setInterfaceClass(Class<?> interfaceClass) {
        setInterface(interfaceClass);
    }

    /**
     * Sets the interface by class (also its name and, unless set, the interface class loader).
     *
     * @throws IllegalStateException if the class is not an interface
     */
    public void setInterface(Class<?> interfaceClass) {
        if (interfaceClass != null && !interfaceClass.isInterface()) {
            throw new IllegalStateException("The interface class " + interfaceClass.getName()
                    + " is not an interface");
        }
        setInterface(interfaceClass == null ? null : interfaceClass.getName());
        this.interfaceClass = interfaceClass;
        if (interfaceClass != null && getInterfaceClassLoader() == null) {
            setInterfaceClassLoader(interfaceClass.getClassLoader());
        }
    }

    @Override
    public void setInterface(String interfaceName) {
        super.setInterface(interfaceName);
        if (interfaceClass != null && !interfaceClass.getName().equals(interfaceName)) {
            interfaceClass = null;
        }
    }

    /** The implementation. */
    public T getRef() {
        return ref;
    }

    public void setRef(T ref) {
        this.ref = ref;
    }

    /** The path the service is exported under; the interface name when unset. */
    @Parameter(excluded = true)
    public String getPath() {
        return path;
    }

    public void setPath(String path) {
        this.path = path;
    }

    public ProviderConfig getProvider() {
        return provider;
    }

    public void setProvider(ProviderConfig provider) {
        this.provider = provider;
    }

    /** Comma-separated ids of provider configs, resolved later. */
    @Parameter(excluded = true)
    public String getProviderIds() {
        return providerIds;
    }

    public void setProviderIds(String providerIds) {
        this.providerIds = providerIds;
    }

    /** Set when the implementation is a generic service: {@code true}, {@code nativejava}, {@code bean}, ... */
    public String getGeneric() {
        return generic;
    }

    /**
     * Blank values are ignored.
     *
     * @throws IllegalArgumentException for an unknown value
     */
    public void setGeneric(String generic) {
        if (generic == null || generic.trim().isEmpty()) {
            return;
        }
        this.generic = GenericValues.check(generic.trim());
    }

    /** {@code [group/]interface[:version]}, or null without an interface. */
    @Parameter(excluded = true, attribute = false)
    public String getUniqueServiceName() {
        String name = getInterface();
        return name == null ? null : URL.buildKey(name, getGroup(), getVersion());
    }

    /**
     * {@code dubbo.service.{interface}}.
     *
     * @throws IllegalStateException if the interface is not set
     */
    @Override
    public List<String> getPrefixes() {
        if (isEmpty(getInterface())) {
            throw new IllegalStateException("The interface of " + getClass().getSimpleName() + " is not set");
        }
        List<String> prefixes = new ArrayList<>(1);
        prefixes.add("dubbo.service." + getInterface());
        return prefixes;
    }

    /** The provider's attributes overlaid with the service's own. */
    @Override
    public Map<String, String> getMetaData() {
        Map<String, String> metaData = new HashMap<>();
        appendAttributes(metaData, provider);
        appendAttributes(metaData, this);
        return metaData;
    }

    private static boolean isEmpty(String value) {
        return value == null || value.isEmpty();
    }
}
