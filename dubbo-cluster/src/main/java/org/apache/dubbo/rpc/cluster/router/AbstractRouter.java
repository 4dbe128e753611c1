package org.apache.dubbo.rpc.cluster.router;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.cluster.Router;
import org.apache.dubbo.rpc.cluster.governance.GovernanceRuleRepository;
import org.apache.dubbo.rpc.cluster.governance.GovernanceRules;

/** The usual base of a {@link Router}: its URL, runtime and force flags, a priority, and the rule repository. */
public abstract class AbstractRouter implements Router {

    protected int priority = DEFAULT_PRIORITY;
    protected boolean force = false;
    protected URL url;

    private GovernanceRuleRepository ruleRepository;

    public AbstractRouter(URL url) {
        this.url = url;
        this.ruleRepository = url == null ? null : GovernanceRules.repository(url);
    }

    public AbstractRouter() {
    }

    @Override
    public URL getUrl() {
        return url;
    }

    public void setUrl(URL url) {
        this.url = url;
    }

    @Override
    public boolean isRuntime() {
        return true;
    }

    @Override
    public boolean isForce() {
        return force;
    }

    public void setForce(boolean force) {
        this.force = force;
    }

    @Override
    public int getPriority() {
        return priority;
    }

    public void setPriority(int priority) {
        this.priority = priority;
    }

    /** Where governance rules of the router's application are read and watched. */
    public GovernanceRuleRepository getRuleRepository() {
        if (ruleRepository == null && url != null) {
            ruleRepository = GovernanceRules.repository(url);
        }
        return ruleRepository;
    }
}
