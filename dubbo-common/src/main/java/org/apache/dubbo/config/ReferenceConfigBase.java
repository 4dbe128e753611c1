package org.apache.dubbo.config;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.config.annotation.Reference;
import org.apache.dubbo.config.support.Parameter;
import org.apache.dubbo.rpc.model.ModuleModel;
import org.apache.dubbo.rpc.model.ScopeModel;

/**
 * The configuration of one reference to a remote service: its interface, consumer defaults and, optionally,
 * direct provider URLs. Unset reference attributes fall back to the {@link ConsumerConfig} where that makes
 * sense (check, init, group, version, generic).
 *
 * <p><b>Contract for implementations</b> (the proxy-creating {@code ReferenceConfig} lives with the RPC
 * layer): {@link #get(boolean)} creates the proxy on first call and returns the same instance afterwards;
 * with {@code check} true and {@link #shouldCheck()} it fails when no provider is available. After
 * {@link #destroy()} the proxy is released and {@code get} may create a new one. Both are thread-safe.
 *
 * @param <T> the service interface (or {@code GenericService} for generic references)
 */
public abstract class ReferenceConfigBase<T> extends AbstractReferenceConfig {

    private static final long serialVersionUID = 1L;

    private transient Class<?> interfaceClass;
    private String url;
    private ConsumerConfig consumer;
    private Boolean unloadClusterRelated;

    public ReferenceConfigBase() {
    }

    public ReferenceConfigBase(ModuleModel moduleModel) {
        super(moduleModel);
    }

    /** A reference configured by the (deprecated) {@link Reference} annotation; see {@link #appendAnnotation}. */
    public ReferenceConfigBase(Reference reference) {
        appendAnnotation(Reference.class, reference);
    }

    public ReferenceConfigBase(ModuleModel moduleModel, Reference reference) {
        super(moduleModel);
        appendAnnotation(Reference.class, reference);
    }

    /** The consumer defaults follow the reference into the new module. */
    @Override
    protected void postProcessAfterScopeModelChanged(ScopeModel oldScopeModel, ScopeModel newScopeModel) {
        super.postProcessAfterScopeModelChanged(oldScopeModel, newScopeModel);
        if (consumer != null) {
            consumer.setScopeModel(newScopeModel);
        }
    }

    // ------------------------------------------------------------------ lifecycle, implemented by ReferenceConfig

    /** The proxy, checking providers at once when {@link #shouldCheck()}; same as {@code get(true)}. */
    public final T get() {
        return get(true);
    }

    /**
     * The proxy, created on first call; see the class comment.
     *
     * @param check whether a missing provider may fail the call when {@link #shouldCheck()} says so
     */
    public abstract T get(boolean check);

    /** Releases the proxy and its connections. */
    public abstract void destroy();

    // ------------------------------------------------------------------ decisions with consumer fallback

    /** Whether a missing provider fails start-up: the reference's {@code check}, else the consumer's, else true. */
    public boolean shouldCheck() {
        Boolean check = isCheck();
        if (check == null && consumer != null) {
            check = consumer.isCheck();
        }
        return check == null || check;
    }

    /** Whether the proxy is created eagerly: the reference's {@code init}, else the consumer's, else true. */
    public boolean shouldInit() {
        Boolean init = isInit();
        if (init == null && consumer != null) {
            init = consumer.isInit();
        }
        return init == null || init;
    }

    /** Whether to refer in the background: the reference's {@code referAsync}, else the consumer's, else false. */
    @SuppressWarnings("deprecation")
    public Boolean shouldReferAsync() {
        Boolean async = getReferAsync();
        if (async == null && consumer != null) {
            async = consumer.getReferAsync();
        }
        return async != null && async;
    }

    /** The reference's group, else the consumer's. */
    @Override
    public String getGroup() {
        String group = super.getGroup();
        return isEmpty(group) && consumer != null ? consumer.getGroup() : group;
    }

    /** The reference's version, else the consumer's. */
    @Override
    public String getVersion() {
        String version = super.getVersion();
        return isEmpty(version) && consumer != null ? consumer.getVersion() : version;
    }

    // ------------------------------------------------------------------ interface

    /**
     * The interface the proxy implements: {@code GenericService} when {@code generic} is on (on the reference,
     * else on its consumer), else the service interface; null when no interface is set.
     *
     * @throws IllegalStateException if the class cannot be loaded
     */
    public Class<?> getInterfaceClass() {
        String generic = getGeneric();
        if (isEmpty(generic) && consumer != null) {
            generic = consumer.getGeneric();
        }
        if (GenericValues.isGeneric(generic)) {
            return GenericValues.genericServiceClass(getInterfaceClassLoader());
        }
        return getServiceInterfaceClass0();
    }

    /** The interface of the remote service (also for generic references), or null if it cannot be loaded. */
    public Class<?> getServiceInterfaceClass() {
        try {
            return getServiceInterfaceClass0();
        } catch (IllegalStateException notOnClassPath) {
            // generic callers often have no copy of the interface; that is not an error for them
            return null;
        }
    }

    private Class<?> getServiceInterfaceClass0() {
        if (interfaceClass != null) {
            return interfaceClass;
        }
        return determineInterfaceClass(null, getInterface(), getInterfaceClassLoader());
    }

    /**
     * The interface a proxy needs: {@code org.apache.dubbo.rpc.service.GenericService} for a generic value of
     * {@code generic}, else {@code interfaceName} loaded with the thread's context loader or Dubbo's; null when
     * {@code interfaceName} is empty.
     *
     * @throws IllegalStateException if the class cannot be loaded
     */
    public static Class<?> determineInterfaceClass(String generic, String interfaceName) {
        return determineInterfaceClass(generic, interfaceName, null);
    }

    /** As {@link #determineInterfaceClass(String, String)}, trying {@code classLoader} first. */
    public static Class<?> determineInterfaceClass(String generic, String interfaceName, ClassLoader classLoader) {
        if (GenericValues.isGeneric(generic)) {
            return GenericValues.genericServiceClass(classLoader);
        }
        if (isEmpty(interfaceName)) {
            return null;
        }
        try {
            return ClassResolver.load(interfaceName, classLoader);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("Interface " + interfaceName + " is not on the class path", e);
        }
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

    // ------------------------------------------------------------------ properties

    /** Direct provider URLs, separated by {@code ;}; bypasses the registries. */
    @Parameter(excluded = true)
    public String getUrl() {
        return url;
    }

    public void setUrl(String url) {
        this.url = url;
    }

    public ConsumerConfig getConsumer() {
        return consumer;
    }

    public void setConsumer(ConsumerConfig consumer) {
        this.consumer = consumer;
    }

    @Parameter(key = "unloadClusterRelated")
    public Boolean getUnloadClusterRelated() {
        return unloadClusterRelated;
    }

    public void setUnloadClusterRelated(Boolean unloadClusterRelated) {
        this.unloadClusterRelated = unloadClusterRelated;
    }

    /** {@code [group/]interface[:version]}, or null without an interface. */
    @Parameter(excluded = true, attribute = false)
    public String getUniqueServiceName() {
        String name = getInterface();
        return name == null ? null : URL.buildKey(name, getGroup(), getVersion());
    }

    /**
     * {@code dubbo.reference.{interface}}.
     *
     * @throws IllegalStateException if the interface is not set
     */
    @Override
    public List<String> getPrefixes() {
        if (isEmpty(getInterface())) {
            throw new IllegalStateException("The interface of " + getClass().getSimpleName() + " is not set");
        }
        List<String> prefixes = new ArrayList<>(1);
        prefixes.add("dubbo.reference." + getInterface());
        return prefixes;
    }

    /** The consumer's attributes overlaid with the reference's own. */
    @Override
    public Map<String, String> getMetaData() {
        Map<String, String> metaData = new HashMap<>();
        appendAttributes(metaData, consumer);
        appendAttributes(metaData, this);
        return metaData;
    }

    private static boolean isEmpty(String value) {
        return value == null || value.isEmpty();
    }
}
