package org.apache.dubbo.config;

import java.util.HashMap;
import java.util.Map;

import org.apache.dubbo.config.support.Parameter;
import org.apache.dubbo.rpc.model.ApplicationModel;

/**
 * A registry: where providers register and consumers discover them. The {@code address} may carry the
 * protocol, credentials, port and parameters ({@code zookeeper://user:pw@zk:2181?session=5000}); they fill the
 * corresponding properties unless those are set. {@value #NO_AVAILABLE} means "no registry".
 */
public class RegistryConfig extends AbstractConfig implements AddressedConfig {

    /** The address meaning "no registry": services are exported but not registered. */
    public static final String NO_AVAILABLE = "N/A";

    private static final long serialVersionUID = 1L;

    private String address;
    private String username;
    private String password;
    private Integer port;
    private String protocol;
    private String transporter;
    private String server;
    private String client;
    private String cluster;
    private String zone;
    private String group;
    private String version;
    private Integer timeout;
    private Integer session;
    private String file;
    private Integer wait;
    private Boolean check;
    private Boolean dynamic;
    private Boolean register;
    private Boolean subscribe;
    private Map<String, String> parameters;
    private Boolean simplified;
    private String extraKeys;
    private Boolean useAsConfigCenter;
    private Boolean useAsMetadataCenter;
    private String accepts;
    private Boolean preferred;
    private Integer weight;
    private String registerMode;
    private Boolean enableEmptyProtection;
    private String secure;

    public RegistryConfig() {
    }

    public RegistryConfig(ApplicationModel applicationModel) {
        super(applicationModel);
    }

    public RegistryConfig(String address) {
        setAddress(address);
    }

    public RegistryConfig(ApplicationModel applicationModel, String address) {
        super(applicationModel);
        setAddress(address);
    }

    public RegistryConfig(String address, String protocol) {
        setAddress(address);
        setProtocol(protocol);
    }

    public RegistryConfig(ApplicationModel applicationModel, String address, String protocol) {
        super(applicationModel);
        setAddress(address);
        setProtocol(protocol);
    }

    /** The id also tells registry URLs apart when several registries are used (URL key {@code REGISTRY_CLUSTER}). */
    @Override
    @Parameter(key = "REGISTRY_CLUSTER")
    public String getId() {
        return super.getId();
    }

    /** The registry type ({@code zookeeper}, {@code nacos}, ...). */
    public String getProtocol() {
        return protocol;
    }

    public void setProtocol(String protocol) {
        this.protocol = protocol;
    }

    @Parameter(excluded = true)
    public String getAddress() {
        return address;
    }

    /** Sets the address and fills unset protocol, username, password and port, and parameters, from it. */
    public void setAddress(String address) {
        this.address = address;
        ConfigAddress.fillUnset(address, this);
    }

    /** The port used when the address has none. */
    public Integer getPort() {
        return port;
    }

    public void setPort(Integer port) {
        this.port = port;
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

    /** @deprecated set {@link ProviderConfig#setWait(Integer)} */
    @Deprecated
    public Integer getWait() {
        return wait;
    }

    /** @deprecated set {@link ProviderConfig#setWait(Integer)} */
    @Deprecated
    public void setWait(Integer wait) {
        this.wait = wait;
    }

    /** Whether start-up fails when the registry is unavailable. */
    public Boolean isCheck() {
        return check;
    }

    public void setCheck(Boolean check) {
        this.check = check;
    }

    /** The local cache file of the registry's data. */
    public String getFile() {
        return file;
    }

    public void setFile(String file) {
        this.file = file;
    }

    /** @deprecated use {@link #getTransporter()} */
    @Deprecated
    @Parameter(excluded = true, attribute = false)
    public String getTransport() {
        return getTransporter();
    }

    /** @deprecated use {@link #setTransporter(String)} */
    @Deprecated
    public void setTransport(String transport) {
        setTransporter(transport);
    }

    public String getTransporter() {
        return transporter;
    }

    public void setTransporter(String transporter) {
        this.transporter = transporter;
    }

    public String getServer() {
        return server;
    }

    public void setServer(String server) {
        this.server = server;
    }

    public String getClient() {
        return client;
    }

    public void setClient(String client) {
        this.client = client;
    }

    /** Connect timeout of the registry client in milliseconds. */
    public Integer getTimeout() {
        return timeout;
    }

    public void setTimeout(Integer timeout) {
        this.timeout = timeout;
    }

    /** Session timeout in milliseconds. */
    public Integer getSession() {
        return session;
    }

    public void setSession(Integer session) {
        this.session = session;
    }

    /** Whether registrations through this registry are ephemeral. */
    public Boolean isDynamic() {
        return dynamic;
    }

    public void setDynamic(Boolean dynamic) {
        this.dynamic = dynamic;
    }

    public Boolean isRegister() {
        return register;
    }

    public void setRegister(Boolean register) {
        this.register = register;
    }

    public Boolean isSubscribe() {
        return subscribe;
    }

    public void setSubscribe(Boolean subscribe) {
        this.subscribe = subscribe;
    }

    /** The cluster used across several registries ({@code zone-aware}). */
    public String getCluster() {
        return cluster;
    }

    public void setCluster(String cluster) {
        this.cluster = cluster;
    }

    public String getZone() {
        return zone;
    }

    public void setZone(String zone) {
        this.zone = zone;
    }

    /** The registry's root (ZooKeeper node name). */
    public String getGroup() {
        return group;
    }

    public void setGroup(String group) {
        this.group = group;
    }

    public String getVersion() {
        return version;
    }

    public void setVersion(String version) {
        this.version = version;
    }

    public Map<String, String> getParameters() {
        return parameters;
    }

    public void setParameters(Map<String, String> parameters) {
        this.parameters = parameters;
    }

    /** Adds {@code parameters} to the current ones, replacing equal keys. */
    public void updateParameters(Map<String, String> parameters) {
        if (parameters == null || parameters.isEmpty()) {
            return;
        }
        Map<String, String> merged = this.parameters == null ? new HashMap<>() : new HashMap<>(this.parameters);
        merged.putAll(parameters);
        this.parameters = merged;
    }

    /** Whether only a reduced set of keys is registered. */
    public Boolean getSimplified() {
        return simplified;
    }

    public void setSimplified(Boolean simplified) {
        this.simplified = simplified;
    }

    /** Keys registered in addition to the reduced set of a simplified registry. */
    @Parameter(key = "extra-keys")
    public String getExtraKeys() {
        return extraKeys;
    }

    public void setExtraKeys(String extraKeys) {
        this.extraKeys = extraKeys;
    }

    @Parameter(excluded = true)
    public Boolean getUseAsConfigCenter() {
        return useAsConfigCenter;
    }

    public void setUseAsConfigCenter(Boolean useAsConfigCenter) {
        this.useAsConfigCenter = useAsConfigCenter;
    }

    @Parameter(excluded = true)
    public Boolean getUseAsMetadataCenter() {
        return useAsMetadataCenter;
    }

    public void setUseAsMetadataCenter(Boolean useAsMetadataCenter) {
        this.useAsMetadataCenter = useAsMetadataCenter;
    }

    /** RPC protocols this registry accepts, comma-separated. */
    public String getAccepts() {
        return accepts;
    }

    public void setAccepts(String accepts) {
        this.accepts = accepts;
    }

    public Boolean getPreferred() {
        return preferred;
    }

    public void setPreferred(Boolean preferred) {
        this.preferred = preferred;
    }

    public Integer getWeight() {
        return weight;
    }

    public void setWeight(Integer weight) {
        this.weight = weight;
    }

    @Parameter(key = "register-mode")
    public String getRegisterMode() {
        return registerMode;
    }

    public void setRegisterMode(String registerMode) {
        this.registerMode = registerMode;
    }

    @Parameter(key = "enable-empty-protection")
    public Boolean getEnableEmptyProtection() {
        return enableEmptyProtection;
    }

    public void setEnableEmptyProtection(Boolean enableEmptyProtection) {
        this.enableEmptyProtection = enableEmptyProtection;
    }

    public String getSecure() {
        return secure;
    }

    public void setSecure(String secure) {
        this.secure = secure;
    }

    /** Valid with an address or a protocol. */
    @Override
    @Parameter(excluded = true, attribute = false)
    public boolean isValid() {
        return (address != null && !address.isEmpty()) || (protocol != null && !protocol.isEmpty());
    }
}
