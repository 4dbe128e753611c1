package org.apache.dubbo.config;

import java.util.HashMap;
import java.util.Map;

import org.apache.dubbo.config.support.Parameter;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.rpc.model.ModuleModel;
import org.apache.dubbo.rpc.model.ScopeModel;

/**
 * Call-level settings shared by methods, services, references and their provider/consumer defaults: timeouts,
 * retries, load balancing, async calls, mock, cache, validation and free parameters. Module-level: belongs to
 * a {@link ModuleModel}.
 */
public abstract class AbstractMethodConfig extends AbstractConfig {

    private static final long serialVersionUID = 1L;

    private Integer timeout;
    private Integer retries;
    private Integer actives;
    private String loadbalance;
    private Boolean async;
    private Boolean sent;
    private String mock;
    private String merger;
    private String cache;
    private String validation;
    private Map<String, String> parameters;
    private Integer forks;

    protected AbstractMethodConfig() {
    }

    protected AbstractMethodConfig(ModuleModel moduleModel) {
        super(moduleModel);
    }

    @Override
    public ModuleModel getScopeModel() {
        return (ModuleModel) super.getScopeModel();
    }

    @Override
    protected ScopeModel getDefaultModel() {
        return ApplicationModel.defaultModel().getDefaultModule();
    }

    @Override
    protected void checkScopeModel(ScopeModel scopeModel) {
        if (!(scopeModel instanceof ModuleModel)) {
            throw new IllegalArgumentException(getClass().getSimpleName() + " belongs to a ModuleModel, not to "
                    + scopeModel);
        }
    }

    /** Call timeout in milliseconds. */
    public Integer getTimeout() {
        return timeout;
    }

    public void setTimeout(Integer timeout) {
        this.timeout = timeout;
    }

    /** Extra attempts after a failed call (failover cluster); 0 means none. */
    public Integer getRetries() {
        return retries;
    }

    public void setRetries(Integer retries) {
        this.retries = retries;
    }

    /** Maximum concurrent calls per method and provider on the consumer side; 0 means unlimited. */
    public Integer getActives() {
        return actives;
    }

    public void setActives(Integer actives) {
        this.actives = actives;
    }

    public String getLoadbalance() {
        return loadbalance;
    }

    public void setLoadbalance(String loadbalance) {
        this.loadbalance = loadbalance;
    }

    public Boolean isAsync() {
        return async;
    }

    public void setAsync(Boolean async) {
        this.async = async;
    }

    /** Whether an async or one-way call waits until the request has been written to the socket. */
    public Boolean getSent() {
        return sent;
    }

    public void setSent(Boolean sent) {
        this.sent = sent;
    }

    /** Mock behaviour ({@code true}, {@code return x}, {@code throw}, {@code force:...}, a class name). */
    @Parameter(escaped = true)
    public String getMock() {
        return mock;
    }

    public void setMock(String mock) {
        this.mock = mock;
    }

    /** Accepts a Boolean or any other value by its string form; null leaves the mock unchanged. */
    public void setMock(Object mock) {
        if (mock != null) {
            setMock(String.valueOf(mock));
        }
    }

    public String getMerger() {
        return merger;
    }

    public void setMerger(String merger) {
        this.merger = merger;
    }

    public String getCache() {
        return cache;
    }

    public void setCache(String cache) {
        this.cache = cache;
    }

    public String getValidation() {
        return validation;
    }

    public void setValidation(String validation) {
        this.validation = validation;
    }

    /** Free-form URL parameters; created empty on first access so that callers can add to it directly. */
    public Map<String, String> getParameters() {
        if (parameters == null) {
            parameters = new HashMap<>();
        }
        return parameters;
    }

    public void setParameters(Map<String, String> parameters) {
        this.parameters = parameters;
    }

    /** Parallel calls made by the forking cluster. */
    public Integer getForks() {
        return forks;
    }

    public void setForks(Integer forks) {
        this.forks = forks;
    }
}
