package org.apache.dubbo.config;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

import org.apache.dubbo.config.annotation.Method;
import org.apache.dubbo.config.support.Parameter;
import org.apache.dubbo.rpc.model.ModuleModel;

/**
 * Settings of one method of a service or reference. Its URL parameters carry the method name as prefix
 * ({@code sayHello.timeout=500}); argument settings add the argument index ({@code sayHello.1.callback=true}).
 */
public class MethodConfig extends AbstractMethodConfig {

    private static final long serialVersionUID = 1L;

    private String name;
    private Integer stat;
    private Boolean retry;
    private Boolean reliable;
    private Integer executes;
    private Boolean deprecated;
    private Boolean sticky;
    private Boolean isReturn;
    private transient Object oninvoke;
    private String oninvokeMethod;
    private transient Object onreturn;
    private String onreturnMethod;
    private transient Object onthrow;
    private String onthrowMethod;
    private List<ArgumentConfig> arguments;
    private String service;
    private String serviceId;
    private String parentPrefix;

    public MethodConfig() {
    }

    public MethodConfig(ModuleModel moduleModel) {
        super(moduleModel);
    }

    /**
     * A method configured by annotation. {@code isReturn} is always applied; the callbacks
     * ({@code "beanName.methodName"}) set the bean name as instance, for the Spring integration to resolve,
     * and the method name.
     *
     * @throws IllegalArgumentException if a callback is not of the form {@code beanName.methodName}
     */
    public MethodConfig(Method method) {
        appendAnnotation(Method.class, method);
        setReturn(method.isReturn());
        applyCallback("oninvoke", method.oninvoke(), this::setOninvoke, this::setOninvokeMethod);
        applyCallback("onreturn", method.onreturn(), this::setOnreturn, this::setOnreturnMethod);
        applyCallback("onthrow", method.onthrow(), this::setOnthrow, this::setOnthrowMethod);
    }

    private static void applyCallback(String attribute, String value, Consumer<Object> instance,
                                      Consumer<String> methodName) {
        if (value == null || value.trim().isEmpty()) {
            return;
        }
        String callback = value.trim();
        int dot = callback.lastIndexOf('.');
        if (dot <= 0 || dot == callback.length() - 1) {
            throw new IllegalArgumentException("Invalid @Method(" + attribute + "=\"" + value
                    + "\"): expected \"beanName.methodName\"");
        }
        instance.accept(callback.substring(0, dot));
        methodName.accept(callback.substring(dot + 1));
    }

    /** One method config per annotation; empty for null or no annotations. */
    public static List<MethodConfig> constructMethodConfig(Method[] methods) {
        if (methods == null || methods.length == 0) {
            return Collections.emptyList();
        }
        List<MethodConfig> configs = new ArrayList<>(methods.length);
        for (Method method : methods) {
            configs.add(new MethodConfig(method));
        }
        return configs;
    }

    /** The method name; the prefix of this config's URL keys, not a key itself. */
    @Parameter(excluded = true)
    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    /** @deprecated has no effect */
    @Deprecated
    public Integer getStat() {
        return stat;
    }

    /** @deprecated has no effect */
    @Deprecated
    public void setStat(Integer stat) {
        this.stat = stat;
    }

    /** @deprecated {@code false} means {@code retries=0}; set retries instead */
    @Deprecated
    public Boolean isRetry() {
        return retry;
    }

    /** @deprecated {@code false} means {@code retries=0}; set retries instead */
    @Deprecated
    public void setRetry(Boolean retry) {
        this.retry = retry;
    }

    /** @deprecated has no effect */
    @Deprecated
    public Boolean isReliable() {
        return reliable;
    }

    /** @deprecated has no effect */
    @Deprecated
    public void setReliable(Boolean reliable) {
        this.reliable = reliable;
    }

    public Integer getExecutes() {
        return executes;
    }

    public void setExecutes(Integer executes) {
        this.executes = executes;
    }

    public Boolean getDeprecated() {
        return deprecated;
    }

    public void setDeprecated(Boolean deprecated) {
        this.deprecated = deprecated;
    }

    public Boolean getSticky() {
        return sticky;
    }

    public void setSticky(Boolean sticky) {
        this.sticky = sticky;
    }

    /** {@code false} for a one-way call that expects no response. */
    public Boolean isReturn() {
        return isReturn;
    }

    public void setReturn(Boolean isReturn) {
        this.isReturn = isReturn;
    }

    public List<ArgumentConfig> getArguments() {
        return arguments;
    }

    @SuppressWarnings("unchecked")
    public void setArguments(List<? extends ArgumentConfig> arguments) {
        this.arguments = (List<ArgumentConfig>) arguments;
    }

    public void addArgument(ArgumentConfig argument) {
        if (arguments == null) {
            arguments = new ArrayList<>();
        }
        arguments.add(argument);
    }

    /** The object called before an async invocation (kept out of the URL). */
    public Object getOninvoke() {
        return oninvoke;
    }

    public void setOninvoke(Object oninvoke) {
        this.oninvoke = oninvoke;
    }

    @Parameter(excluded = true)
    public String getOninvokeMethod() {
        return oninvokeMethod;
    }

    public void setOninvokeMethod(String oninvokeMethod) {
        this.oninvokeMethod = oninvokeMethod;
    }

    /** The object called with the result of an async invocation (kept out of the URL). */
    public Object getOnreturn() {
        return onreturn;
    }

    public void setOnreturn(Object onreturn) {
        this.onreturn = onreturn;
    }

    @Parameter(excluded = true)
    public String getOnreturnMethod() {
        return onreturnMethod;
    }

    public void setOnreturnMethod(String onreturnMethod) {
        this.onreturnMethod = onreturnMethod;
    }

    /** The object called with the exception of an async invocation (kept out of the URL). */
    public Object getOnthrow() {
        return onthrow;
    }

    public void setOnthrow(Object onthrow) {
        this.onthrow = onthrow;
    }

    @Parameter(excluded = true)
    public String getOnthrowMethod() {
        return onthrowMethod;
    }

    public void setOnthrowMethod(String onthrowMethod) {
        this.onthrowMethod = onthrowMethod;
    }

    /** The interface of the service or reference this method belongs to. */
    @Parameter(excluded = true, attribute = false)
    public String getService() {
        return service;
    }

    public void setService(String service) {
        this.service = service;
    }

    @Parameter(excluded = true, attribute = false)
    public String getServiceId() {
        return serviceId;
    }

    public void setServiceId(String serviceId) {
        this.serviceId = serviceId;
    }

    /** The configuration prefix of the owning service or reference. */
    @Parameter(excluded = true, attribute = false)
    public String getParentPrefix() {
        return parentPrefix;
    }

    public void setParentPrefix(String parentPrefix) {
        this.parentPrefix = parentPrefix;
    }

    /**
     * {@code {parent prefix}.{method name}}.
     *
     * @throws IllegalStateException if the parent prefix is not set
     */
    @Override
    public List<String> getPrefixes() {
        if (parentPrefix == null) {
            throw new IllegalStateException("The parent prefix of method config " + name + " is not set");
        }
        List<String> prefixes = new ArrayList<>(1);
        prefixes.add(parentPrefix + "." + name);
        return prefixes;
    }
}
