package org.apache.dubbo.config;

import org.apache.dubbo.rpc.model.ApplicationModel;

/**
 * Distributed tracing of calls.
 */
public class TracingConfig extends AbstractConfig {

    private static final long serialVersionUID = 1L;

    private Boolean enabled;

    public TracingConfig() {
    }

    public TracingConfig(ApplicationModel applicationModel) {
        super(applicationModel);
    }

    /** Whether calls are traced; off when unset. */
    public Boolean getEnabled() {
        return enabled;
    }

    public void setEnabled(Boolean enabled) {
        this.enabled = enabled;
    }
}
