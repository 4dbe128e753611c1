package org.apache.dubbo.rpc.cluster.router;

/**
 * The entries every governance rule has: {@code configVersion} ({@code v2.7} or {@code v3.0}), {@code scope}
 * ({@code service} or {@code application}), {@code key} (the service or application it is for), {@code enabled}
 * (default true), {@code force} (default false), {@code runtime} (default true), {@code priority} (default 0),
 * {@code dynamic}, and the raw text it was parsed from.
 */
public abstract class AbstractRouterRule {

    private String rawRule;
    private boolean runtime = true;
    private boolean force = false;
    private boolean valid = true;
    private boolean enabled = true;
    private int priority;
    private boolean dynamic = false;
    private String version;
    private String scope;
    private String key;

    /** Reads the common entries of {@code document}. */
    protected void parseFromDocument(RuleDocument document, String rawRule) {
        this.rawRule = rawRule;
        this.runtime = document.bool("runtime", true);
        this.force = document.bool("force", false);
        this.enabled = document.bool("enabled", true);
        this.priority = document.integer("priority", 0);
        this.dynamic = document.bool("dynamic", false);
        this.version = document.string("configVersion", null);
        this.scope = document.string("scope", null);
        this.key = document.string("key", null);
        if (version != null && !acceptsVersion(version)) {
            throw document.invalid("configVersion", version, "v2.7 or v3.0");
        }
        if (scope != null && !"service".equals(scope) && !"application".equals(scope)) {
            throw document.invalid("scope", scope, "service or application");
        }
    }

    /** Whether this kind of rule reads {@code configVersion} {@code version}: {@code v2.7} and {@code v3.0}. */
    protected boolean acceptsVersion(String version) {
        return version.startsWith("v2.7") || version.startsWith("v3.0");
    }

    public String getRawRule() {
        return rawRule;
    }

    public void setRawRule(String rawRule) {
        this.rawRule = rawRule;
    }

    public boolean isRuntime() {
        return runtime;
    }

    public void setRuntime(boolean runtime) {
        this.runtime = runtime;
    }

    public boolean isForce() {
        return force;
    }

    public void setForce(boolean force) {
        this.force = force;
    }

    public boolean isValid() {
        return valid;
    }

    public void setValid(boolean valid) {
        this.valid = valid;
    }

    public boolean isEnabled() {
        return enabled;
    }

    public void setEnabled(boolean enabled) {
        this.enabled = enabled;
    }

    public int getPriority() {
        return priority;
    }

    public void setPriority(int priority) {
        this.priority = priority;
    }

    public boolean isDynamic() {
        return dynamic;
    }

    public void setDynamic(boolean dynamic) {
        this.dynamic = dynamic;
    }

    public String getScope() {
        return scope;
    }

    public void setScope(String scope) {
        this.scope = scope;
    }

    public String getKey() {
        return key;
    }

    public void setKey(String key) {
        this.key = key;
    }

    public String getVersion() {
        return version;
    }

    public void setVersion(String version) {
        this.version = version;
    }
}
