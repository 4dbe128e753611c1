package org.apache.dubbo.metadata;

import org.apache.dubbo.common.URL;

import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * What one application offers at application level: its name, the revision identifying this exact set of services,
 * and one {@link ServiceInfo} per exported service, keyed by protocol service key
 * ({@code [group/]interface[:version]:protocol}).
 *
 * <p>Instances travel between processes: a consumer fetches them with {@link MetadataService#getMetadataInfo} over
 * hessian2, or reads them as JSON from the metadata center. The serialized form is Apache Dubbo's, so the class
 * name, the nested class name and the names of the non-transient fields ({@code app}, {@code revision},
 * {@code services}; {@code name}, {@code group}, {@code version}, {@code protocol}, {@code port}, {@code path},
 * {@code params}) must not change.
 */
public class MetadataInfo implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The revision of an application that exports nothing; consumers ignore instances carrying it. */
    public static final String EMPTY_REVISION = "0";

    private String app;
    private String revision;
    private Map<String, ServiceInfo> services;

    public MetadataInfo() {
        this(null, null, null);
    }

    public MetadataInfo(String app) {
        this(app, null, null);
    }

    /** {@code services} is used as given (null means none). */
    public MetadataInfo(String app, String revision, Map<String, ServiceInfo> services) {
        this.app = app;
        this.revision = revision;
        this.services = services == null ? new HashMap<String, ServiceInfo>() : services;
    }

    public String getApp() {
        return app;
    }

    public void setApp(String app) {
        this.app = app;
    }

    /** The revision this object was published or received with; see {@link #calRevision()} for computing one. */
    public String getRevision() {
        return revision;
    }

    public void setRevision(String revision) {
        this.revision = revision;
    }

    /** The services by protocol service key; never null. */
    public Map<String, ServiceInfo> getServices() {
        if (services == null) {
            services = new HashMap<>();
        }
        return services;
    }

    /** The service with that protocol service key, or null. */
    public ServiceInfo getServiceInfo(String protocolServiceKey) {
        return getServices().get(protocolServiceKey);
    }

    /**
     * The revision of the current content, as every Dubbo 3 process computes it: {@link #EMPTY_REVISION} without
     * services; otherwise the lower-case hex MD5 of the UTF-8 bytes of the application name followed, for each
     * service in ascending key order, by {@link ServiceInfo#toDescString()}. Processes exporting the same services
     * with the same registered parameters therefore share one revision.
     */
    public String calRevision() {
        if (getServices().isEmpty()) {
            return EMPTY_REVISION;
        }
        StringBuilder text = new StringBuilder().append(app);
        for (ServiceInfo service : new TreeMap<>(services).values()) {
            text.append(service.toDescString());
        }
        return md5Hex(text.toString());
    }

    private static String md5Hex(String text) {
        MessageDigest md5;
        try {
            md5 = MessageDigest.getInstance("MD5");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("MD5 is not available in this JVM", e);
        }
        byte[] digest = md5.digest(text.getBytes(StandardCharsets.UTF_8));
        char[] hex = new char[digest.length * 2];
        for (int i = 0; i < digest.length; i++) {
            hex[2 * i] = Character.forDigit((digest[i] >> 4) & 0xf, 16);
            hex[2 * i + 1] = Character.forDigit(digest[i] & 0xf, 16);
        }
        return new String(hex);
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof MetadataInfo)) {
            return false;
        }
        MetadataInfo that = (MetadataInfo) other;
        return Objects.equals(app, that.app) && getServices().equals(that.getServices());
    }

    @Override
    public int hashCode() {
        return Objects.hash(app, getServices());
    }

    @Override
    public String toString() {
        return "MetadataInfo(app=" + app + ", revision=" + revision + ", services=" + getServices().keySet() + ")";
    }

    /**
     * One exported service: interface name, group, version, protocol, port, path and the registered parameters
     * that describe it (process-specific ones such as {@code pid} and {@code timestamp} are left out, so that
     * identical processes share a revision).
     */
    public static class ServiceInfo implements Serializable {

        private static final long serialVersionUID = 1L;

        private String name;
        private String group;
        private String version;
        private String protocol;
        private int port = -1;
        private String path;
        private Map<String, String> params;

        public ServiceInfo() {
        }

        /** {@code params} is used as given (null means none). */
        public ServiceInfo(String name, String group, String version, String protocol, int port, String path,
                           Map<String, String> params) {
            this.name = name;
            this.group = group;
            this.version = version;
            this.protocol = protocol;
            this.port = port;
            this.path = path;
            this.params = params == null ? new HashMap<String, String>() : params;
        }

        public String getName() {
            return name;
        }

        public void setName(String name) {
            this.name = name;
        }

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

        public String getProtocol() {
            return protocol;
        }

        public void setProtocol(String protocol) {
            this.protocol = protocol;
        }

        /** The port the service listens on, or -1 when unknown (then the instance's port applies). */
        public int getPort() {
            return port;
        }

        public void setPort(int port) {
            this.port = port;
        }

        public String getPath() {
            return path;
        }

        public void setPath(String path) {
            this.path = path;
        }

        /** The service parameters; never null. */
        public Map<String, String> getParams() {
            return params == null ? Collections.<String, String>emptyMap() : params;
        }

        public void setParams(Map<String, String> params) {
            this.params = params;
        }

        public String getParameter(String key) {
            return getParams().get(key);
        }

        /** {@code [group/]name[:version]}. */
        public String getServiceKey() {
            return URL.buildKey(name, group, version);
        }

        /** {@link #getServiceKey()} + {@code ":"} + protocol: the key of this service in {@link #getServices()}. */
        public String getMatchKey() {
            String serviceKey = getServiceKey();
            return protocol == null || protocol.isEmpty() ? serviceKey : serviceKey + ":" + protocol;
        }

        /**
         * The revision contribution of this service: match key, port, path and the parameters rendered with keys
         * ascending as {@code {k1=v1, k2=v2}}.
         */
        public String toDescString() {
            return getMatchKey() + port + path + new TreeMap<>(getParams());
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof ServiceInfo)) {
                return false;
            }
            ServiceInfo that = (ServiceInfo) other;
            return port == that.port && Objects.equals(name, that.name) && Objects.equals(group, that.group)
                    && Objects.equals(version, that.version) && Objects.equals(protocol, that.protocol)
                    && Objects.equals(path, that.path) && getParams().equals(that.getParams());
        }

        @Override
        public int hashCode() {
            return Objects.hash(name, group, version, protocol, port, path, getParams());
        }

        @Override
        public String toString() {
            return "ServiceInfo(" + getMatchKey() + ", port=" + port + ", path=" + path + ", params=" + getParams()
                    + ")";
        }
    }
}
