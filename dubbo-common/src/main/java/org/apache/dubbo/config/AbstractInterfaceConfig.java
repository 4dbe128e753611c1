package org.apache.dubbo.config;

import java.util.ArrayList;
import java.util.List;

import org.apache.dubbo.config.support.Parameter;
import org.apache.dubbo.rpc.model.ModuleModel;
import org.apache.dubbo.rpc.model.ScopeModel;

/**
 * Settings of one service interface shared by services, references and their provider/consumer defaults:
 * interface, version and group, cluster and proxy, filters and listeners, registries, method-level settings.
 */
public abstract class AbstractInterfaceConfig extends AbstractMethodConfig {

    private static final long serialVersionUID = 1L;

    private String interfaceName;
    private transient ClassLoader interfaceClassLoader;
    private String version;
    private String group;
    private String local;
    private String stub;
    private MonitorConfig monitor;
    private String proxy;
    private String cluster;
    private String filter;
    private String listener;
    private String owner;
    private Integer connections;
    private String layer;
    private ApplicationConfig application;
    private ModuleConfig module;
    private List<RegistryConfig> registries;
    private String registryIds;
    private List<MethodConfig> methods;
    private String onconnect;
    private String ondisconnect;
    private MetadataReportConfig metadataReportConfig;
    private ConfigCenterConfig configCenter;
    private Integer callbacks;
    private String scope;
    private String tag;
    private Boolean auth;
    private String authenticator;
    private String username;
    private String password;
    private Boolean singleton;

    protected AbstractInterfaceConfig() {
    }

    protected AbstractInterfaceConfig(ModuleModel moduleModel) {
        super(moduleModel);
    }

    /** Method configs follow their interface config into the new module. */
    @Override
    protected void postProcessAfterScopeModelChanged(ScopeModel oldScopeModel, ScopeModel newScopeModel) {
        super.postProcessAfterScopeModelChanged(oldScopeModel, newScopeModel);
        if (methods != null) {
            for (MethodConfig method : methods) {
                if (method != null) {
                    method.setScopeModel(newScopeModel);
                }
            }
        }
    }

    /** The fully qualified name of the service interface. */
    public String getInterface() {
        return interfaceName;
    }

    public void setInterface(String interfaceName) {
        this.interfaceName = interfaceName;
    }

    /** The class loader of the service interface, when it was given as a class. */
    public ClassLoader getInterfaceClassLoader() {
        return interfaceClassLoader;
    }

    public void setInterfaceClassLoader(ClassLoader interfaceClassLoader) {
        this.interfaceClassLoader = interfaceClassLoader;
    }

    public String getVersion() {
        return version;
    }

    public void setVersion(String version) {
        this.version = version;
    }

    public String getGroup() {
        return group;
    }

    public void setGroup(String group) {
        this.group = group;
    }

    /** @deprecated use {@link #getStub()} */
    @Deprecated
    public String getLocal() {
        return local;
    }

    /** @deprecated use {@link #setStub(String)} */
    @Deprecated
    public void setLocal(String local) {
        this.local = local;
    }

    /** @deprecated use {@link #setStub(Boolean)} */
    @Deprecated
    public void setLocal(Boolean local) {
        setLocal(local == null ? null : local.toString());
    }

    /** {@code true} for the class {@code {interface}Stub}, or the name of a stub class. */
    public String getStub() {
        return stub;
    }

    public void setStub(String stub) {
        this.stub = stub;
    }

    public void setStub(Boolean stub) {
        setStub(stub == null ? null : stub.toString());
    }

    public String getProxy() {
        return proxy;
    }

    public void setProxy(String proxy) {
        this.proxy = proxy;
    }

    public String getCluster() {
        return cluster;
    }

    public void setCluster(String cluster) {
        this.cluster = cluster;
    }

    /**
     * Filter names, comma-separated ({@code -name} removes one, {@code -default} all built-in ones). The URL
     * key depends on the side: {@code service.filter} for services, {@code reference.filter} for references.
     */
    @Parameter(key = "reference.filter", append = true)
    public String getFilter() {
        return filter;
    }

    public void setFilter(String filter) {
        this.filter = filter;
    }

    /** Exporter or invoker listener names, comma-separated; like {@link #getFilter()} the key depends on the side. */
    @Parameter(key = "invoker.listener", append = true)
    public String getListener() {
        return listener;
    }

    public void setListener(String listener) {
        this.listener = listener;
    }

    public String getOwner() {
        return owner;
    }

    public void setOwner(String owner) {
        this.owner = owner;
    }

    /** Consumer connections per provider: 0 shares connections, N gives this interface N of its own. */
    public Integer getConnections() {
        return connections;
    }

    public void setConnections(Integer connections) {
        this.connections = connections;
    }

    public String getLayer() {
        return layer;
    }

    public void setLayer(String layer) {
        this.layer = layer;
    }

    public ApplicationConfig getApplication() {
        return application;
    }

    /** @deprecated the application is configured once per {@link org.apache.dubbo.rpc.model.ApplicationModel} */
    @Deprecated
    public void setApplication(ApplicationConfig application) {
        this.application = application;
    }

    public ModuleConfig getModule() {
        return module;
    }

    /** @deprecated the module is configured once per {@link ModuleModel} */
    @Deprecated
    public void setModule(ModuleConfig module) {
        this.module = module;
    }

    /** The first registry, or null. */
    public RegistryConfig getRegistry() {
        return registries == null || registries.isEmpty() ? null : registries.get(0);
    }

    public void setRegistry(RegistryConfig registry) {
        List<RegistryConfig> list = new ArrayList<>(1);
        list.add(registry);
        setRegistries(list);
    }

    public List<RegistryConfig> getRegistries() {
        return registries;
    }

    @SuppressWarnings("unchecked")
    public void setRegistries(List<? extends RegistryConfig> registries) {
        this.registries = (List<RegistryConfig>) registries;
    }

    /** Comma-separated ids of the registries to use, resolved later; {@code N/A} means none. */
    @Parameter(excluded = true)
    public String getRegistryIds() {
        return registryIds;
    }

    public void setRegistryIds(String registryIds) {
        this.registryIds = registryIds;
    }

    public List<MethodConfig> getMethods() {
        return methods;
    }

    public void setMethods(List<? extends MethodConfig> methods) {
        this.methods = methods == null ? null : new ArrayList<>(methods);
    }

    public void addMethod(MethodConfig methodConfig) {
        if (methods == null) {
            methods = new ArrayList<>();
        }
        methods.add(methodConfig);
    }

    public MonitorConfig getMonitor() {
        return monitor;
    }

    /** @deprecated configure a {@link MonitorConfig} on the application */
    @Deprecated
    public void setMonitor(MonitorConfig monitor) {
        this.monitor = monitor;
    }

    /** @deprecated configure a {@link MonitorConfig} on the application */
    @Deprecated
    public void setMonitor(String monitor) {
        setMonitor(new MonitorConfig(monitor));
    }

    public String getOnconnect() {
        return onconnect;
    }

    public void setOnconnect(String onconnect) {
        this.onconnect = onconnect;
    }

    public String getOndisconnect() {
        return ondisconnect;
    }

    public void setOndisconnect(String ondisconnect) {
        this.ondisconnect = ondisconnect;
    }

    /** @deprecated metadata reports are configured on the application */
    @Deprecated
    public MetadataReportConfig getMetadataReportConfig() {
        return metadataReportConfig;
    }

    /** @deprecated metadata reports are configured on the application */
    @Deprecated
    public void setMetadataReportConfig(MetadataReportConfig metadataReportConfig) {
        this.metadataReportConfig = metadataReportConfig;
    }

    /** @deprecated config centers are configured on the application */
    @Deprecated
    public ConfigCenterConfig getConfigCenter() {
        return configCenter;
    }

    /** @deprecated config centers are configured on the application */
    @Deprecated
    public void setConfigCenter(ConfigCenterConfig configCenter) {
        this.configCenter = configCenter;
    }

    /** Maximum callback instances per connection. */
    public Integer getCallbacks() {
        return callbacks;
    }

    public void setCallbacks(Integer callbacks) {
        this.callbacks = callbacks;
    }

    /** {@code local} (in this JVM only), {@code remote} (remote only) or unset (both). */
    public String getScope() {
        return scope;
    }

    public void setScope(String scope) {
        this.scope = scope;
    }

    /** Routing tag. */
    @Parameter(key = "dubbo.tag")
    public String getTag() {
        return tag;
    }

    public void setTag(String tag) {
        this.tag = tag;
    }

    public Boolean getAuth() {
        return auth;
    }

    public void setAuth(Boolean auth) {
        this.auth = auth;
    }

    public String getAuthenticator() {
        return authenticator;
    }

    public void setAuthenticator(String authenticator) {
        this.authenticator = authenticator;
    }

    public String getUsername() {
        return username;
    }

    public void setUsername(String username) {
        this.username = username;
    }

    public String getPassword() {
        return password;
    }

    public void setPassword(String password) {
        this.password = password;
    }

    public Boolean getSingleton() {
        return singleton;
    }

    public void setSingleton(Boolean singleton) {
        this.singleton = singleton;
    }
}
