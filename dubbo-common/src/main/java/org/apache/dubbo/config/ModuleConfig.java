package org.apache.dubbo.config;

import java.util.ArrayList;
import java.util.List;

import org.apache.dubbo.config.support.Parameter;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.rpc.model.ModuleModel;
import org.apache.dubbo.rpc.model.ScopeModel;

/**
 * A module of the application: its name and ownership, and how its services and references are started
 * (in the background, asynchronously, with how many threads).
 */
public class ModuleConfig extends AbstractConfig {

    private static final long serialVersionUID = 1L;

    private String name;
    private String version;
    private String owner;
    private String organization;
    private List<RegistryConfig> registries;
    private MonitorConfig monitor;
    private Boolean background;
    private Boolean referAsync;
    private Integer referThreadNum;
    private Boolean exportAsync;
    private Integer exportThreadNum;
    private Long checkReferenceTimeout;

    public ModuleConfig() {
    }

    public ModuleConfig(String name) {
        setName(name);
    }

    public ModuleConfig(ModuleModel moduleModel) {
        super(moduleModel);
    }

    public ModuleConfig(ModuleModel moduleModel, String name) {
        super(moduleModel);
        setName(name);
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
            throw new IllegalArgumentException("ModuleConfig belongs to a ModuleModel, not to " + scopeModel);
        }
    }

    @Parameter(key = "module")
    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    @Parameter(key = "module.version")
    public String getVersion() {
        return version;
    }

    public void setVersion(String version) {
        this.version = version;
    }

    @Parameter(key = "module.owner")
    public String getOwner() {
        return owner;
    }

    public void setOwner(String owner) {
        this.owner = owner;
    }

    @Parameter(key = "module.organization")
    public String getOrganization() {
        return organization;
    }

    public void setOrganization(String organization) {
        this.organization = organization;
    }

    /** The first registry, or null. */
    public RegistryConfig getRegistry() {
        return registries == null || registries.isEmpty() ? null : registries.get(0);
    }

    public void setRegistry(RegistryConfig registry) {
        List<RegistryConfig> list = new ArrayList<>(1);
        list.add(registry);
        this.registries = list;
    }

    public List<RegistryConfig> getRegistries() {
        return registries;
    }

    @SuppressWarnings("unchecked")
    public void setRegistries(List<? extends RegistryConfig> registries) {
        this.registries = (List<RegistryConfig>) registries;
    }

    public MonitorConfig getMonitor() {
        return monitor;
    }

    public void setMonitor(MonitorConfig monitor) {
        this.monitor = monitor;
    }

    /** A monitor at {@code address}. */
    public void setMonitor(String monitor) {
        this.monitor = new MonitorConfig(monitor);
    }

    /** Whether the module starts in the background instead of blocking the caller (Spring's refresh). */
    public Boolean getBackground() {
        return background;
    }

    public void setBackground(Boolean background) {
        this.background = background;
    }

    public Boolean getReferAsync() {
        return referAsync;
    }

    public void setReferAsync(Boolean referAsync) {
        this.referAsync = referAsync;
    }

    public Integer getReferThreadNum() {
        return referThreadNum;
    }

    public void setReferThreadNum(Integer referThreadNum) {
        this.referThreadNum = referThreadNum;
    }

    public Boolean getExportAsync() {
        return exportAsync;
    }

    public void setExportAsync(Boolean exportAsync) {
        this.exportAsync = exportAsync;
    }

    public Integer getExportThreadNum() {
        return exportThreadNum;
    }

    public void setExportThreadNum(Integer exportThreadNum) {
        this.exportThreadNum = exportThreadNum;
    }

    /** How long start-up waits for references to find providers, in milliseconds. */
    public Long getCheckReferenceTimeout() {
        return checkReferenceTimeout;
    }

    public void setCheckReferenceTimeout(Long checkReferenceTimeout) {
        this.checkReferenceTimeout = checkReferenceTimeout;
    }
}
