package org.apache.dubbo.common;

import org.apache.dubbo.common.utils.NetUtils;

import java.io.Serializable;
import java.io.UnsupportedEncodingException;
import java.net.InetSocketAddress;
import java.net.MalformedURLException;
import java.net.URLEncoder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Dubbo's URL: the address of a service, a registry or a consumer, plus string parameters, such as
 * {@code dubbo://10.0.0.1:20880/com.example.DemoService?group=g1&version=1.0.0&timeout=3000}.
 *
 * <p><b>Value object.</b> A URL never changes: every {@code set*}, {@code add*}, {@code remove*}, {@code put*} and
 * {@code clear*} method returns a new URL (or this one when nothing would change), so instances can be shared
 * between threads freely. Use {@link URLBuilder} to apply many changes without creating intermediate URLs.
 * {@code equals}/{@code hashCode} cover protocol, user name, password, host, port, path and parameters.
 *
 * <p><b>Text form.</b> {@link #valueOf(String)} reads
 * {@code protocol://user:password@host:port/path?k=v&k2=v2}. Parameter values are kept exactly as written, never
 * percent-decoded (keys such as {@code mock} hold already-encoded text; read them with
 * {@link #getParameterAndDecoded(String)}). A comma-separated host list ({@code zookeeper://a:1,b:2}) keeps the first
 * address as host and port and moves the others to the {@code backup} parameter. The string forms
 * ({@link #toString()}, {@link #toFullString()}, ...) write parameters sorted by key, the order Apache Dubbo uses for
 * registry node names.
 *
 * <p><b>Typed parameters.</b> {@code getParameter(key, int)} and its siblings return the default when the parameter
 * is absent or empty, and throw {@link NumberFormatException} (an {@link IllegalArgumentException}) naming the key
 * and the value when it is present but not a number of that type: a typo in a configuration must not silently turn
 * into the default. Booleans follow {@link Boolean#parseBoolean(String)} as in Apache Dubbo.
 *
 * <p><b>Attributes</b> are local objects riding along with a URL (not serialized, not part of {@code equals} or the
 * text forms). Like everything else they are immutable: {@link #putAttribute(String, Object)} returns a new URL and
 * leaves this one unchanged, unlike Apache Dubbo, which mutates the URL in place.
 */
public class URL implements Serializable {

    private static final long serialVersionUID = 1L;

    private static final String INTERFACE_KEY = "interface";
    private static final String GROUP_KEY = "group";
    private static final String VERSION_KEY = "version";
    private static final String SIDE_KEY = "side";
    private static final String APPLICATION_KEY = "application";
    private static final String REMOTE_APPLICATION_KEY = "remote.application";
    private static final String CATEGORY_KEY = "category";
    private static final String ANYHOST_KEY = "anyhost";
    private static final String LOCALHOST_KEY = "localhost";
    private static final String METHODS_KEY = "methods";
    private static final String PROTOCOL_KEY = "protocol";
    private static final String USERNAME_KEY = "username";
    private static final String PASSWORD_KEY = "password";
    private static final String HOST_KEY = "host";
    private static final String PORT_KEY = "port";
    private static final String PATH_KEY = "path";

    private static final int MAX_PORT = 65535;
    private static final Pattern COMMA_SPLIT = Pattern.compile("\\s*,+\\s*");

    private final String protocol;
    /** User name and password; null when there is no user name (almost always: a URL spends one field on both). */
    private final Credentials credentials;
    private final String host;
    private final int port;
    private final String path;
    /** Unmodifiable; shared between URLs that differ only in other fields. */
    private final Map<String, String> parameters;
    /** Unmodifiable; null after deserialization, see {@link #attributes()}. */
    private final transient Map<String, Object> attributes;

    // Lazily computed views of an immutable value; a race computes the same value twice, which is harmless.
    /** The string forms and the IP, computed on first use; one field for all of them (see {@link Renderings}). */
    private transient volatile Renderings renderings;
    private transient volatile int hash;

    public URL(String protocol, String host, int port) {
        this(protocol, null, null, host, port, null, (Map<String, String>) null);
    }

    /** An array rather than varargs, so that {@code (protocol, host, port, path)} is never ambiguous. */
    public URL(String protocol, String host, int port, String[] pairs) {
        this(protocol, null, null, host, port, null, pairsToMap(pairs));
    }

    public URL(String protocol, String host, int port, Map<String, String> parameters) {
        this(protocol, null, null, host, port, null, parameters);
    }

    public URL(String protocol, String host, int port, String path) {
        this(protocol, null, null, host, port, path, (Map<String, String>) null);
    }

    public URL(String protocol, String host, int port, String path, String... pairs) {
        this(protocol, null, null, host, port, path, pairsToMap(pairs));
    }

    public URL(String protocol, String host, int port, String path, Map<String, String> parameters) {
        this(protocol, null, null, host, port, path, parameters);
    }

    public URL(String protocol, String username, String password, String host, int port, String path) {
        this(protocol, username, password, host, port, path, (Map<String, String>) null);
    }

    public URL(String protocol, String username, String password, String host, int port, String path,
               String... pairs) {
        this(protocol, username, password, host, port, path, pairsToMap(pairs));
    }

    /**
     * The general constructor. Empty strings count as absent; leading slashes of {@code path} are dropped; a
     * negative port means "no port" (0); parameters with a null or empty key are dropped.
     *
     * @throws IllegalArgumentException if a password is given without a user name, or the port is above 65535
     */
    public URL(String protocol, String username, String password, String host, int port, String path,
               Map<String, String> parameters) {
        this(protocol, username, password, host, port, path, copyParameters(parameters),
                Collections.<String, Object>emptyMap());
    }

    /** Takes ownership of two unmodifiable maps. */
    private URL(String protocol, String username, String password, String host, int port, String path,
                Map<String, String> parameters, Map<String, Object> attributes) {
        this.protocol = canonical(protocol);
        this.credentials = Credentials.of(emptyToNull(username), emptyToNull(password));
        this.host = canonical(host);
        if (port > MAX_PORT) {
            throw new IllegalArgumentException("Invalid port " + port + ": must be at most " + MAX_PORT);
        }
        this.port = Math.max(port, 0);
        this.path = canonical(normalizePath(path));
        this.parameters = parameters;
        this.attributes = attributes;
    }

    /**
     * Protocol, host and path as canonical strings ({@link String#intern()}, collected once unreferenced): the
     * provider URLs of one service, or of one process, then share them instead of holding a copy each; the same
     * length bound as for parameter values. Empty counts as absent.
     */
    private static String canonical(String part) {
        if (part == null || part.isEmpty()) {
            return null;
        }
        return part.length() <= ParameterMap.MAX_SHARED_VALUE_LENGTH ? part.intern() : part;
    }

    /** A URL with copies of both maps; the way {@link URLBuilder} creates URLs. */
    static URL create(String protocol, String username, String password, String host, int port, String path,
                      Map<String, String> parameters, Map<String, Object> attributes) {
        return new URL(protocol, username, password, host, port, path, copyParameters(parameters),
                copyAttributes(attributes));
    }

    // ------------------------------------------------------------------ creation

    /**
     * Parses the plain text form (see the class comment). Parameters are separated by {@code &} or {@code ;}
     * (as Dubbo 3 does); tokens, keys and values are trimmed; a token without {@code =} maps to itself; a later
     * duplicate key wins; {@code default.X} also fills {@code X} when {@code X} is absent (providers of Dubbo 2.6
     * registered such keys). {@code protocol:/path} has a path but no host; text without {@code ://} has no
     * protocol.
     *
     * @throws IllegalArgumentException if {@code url} is null or blank, or its port is not a number in 0..65535
     * @throws IllegalStateException    if {@code ://} or {@code :/} is not preceded by a protocol
     */
    public static URL valueOf(String url) {
        return URLParser.parse(url);
    }

    /**
     * Parses {@code url}, first form-decoding the whole string when {@code encoded} is true (as ZooKeeper node
     * names are stored; see {@link #encode(String)}).
     */
    public static URL valueOf(String url, boolean encoded) {
        if (url == null) {
            throw new IllegalArgumentException("url == null");
        }
        return URLParser.parse(encoded ? decode(url) : url);
    }

    /** Parses {@code url} keeping only the listed parameters (all of them when none are listed). */
    public static URL valueOf(String url, String... retainParameters) {
        URL parsed = valueOf(url);
        if (retainParameters == null || retainParameters.length == 0) {
            return parsed;
        }
        Map<String, String> kept = new HashMap<>();
        for (String key : retainParameters) {
            String value = parsed.getParameter(key);
            if (isNotEmpty(value)) {
                kept.put(key, value);
            }
        }
        return parsed.withParameters(Collections.unmodifiableMap(kept));
    }

    /**
     * A copy of {@code url} keeping only the listed parameters and those whose key starts with one of the
     * prefixes; empty values are dropped. Attributes are kept.
     */
    public static URL valueOf(URL url, String[] retainParameters, String[] retainPrefixes) {
        Map<String, String> kept = new HashMap<>();
        if (retainPrefixes != null && retainPrefixes.length > 0) {
            for (Map.Entry<String, String> entry : url.parameters.entrySet()) {
                if (isNotEmpty(entry.getValue()) && startsWithAny(entry.getKey(), retainPrefixes)) {
                    kept.put(entry.getKey(), entry.getValue());
                }
            }
        }
        if (retainParameters != null) {
            for (String key : retainParameters) {
                String value = url.getParameter(key);
                if (isNotEmpty(value)) {
                    kept.put(key, value);
                }
            }
        }
        return url.withParameters(Collections.unmodifiableMap(kept));
    }

    // ------------------------------------------------------------------ codec

    /**
     * Form-encodes {@code value} as UTF-8 ({@link URLEncoder}): letters, digits and {@code . - * _} stay, a space
     * becomes {@code +}, everything else {@code %XX} with upper-case hex. Null or empty gives {@code ""}.
     */
    public static String encode(String value) {
        if (value == null || value.isEmpty()) {
            return "";
        }
        try {
            return URLEncoder.encode(value, "UTF-8");
        } catch (UnsupportedEncodingException e) {
            throw new IllegalStateException("UTF-8 is not supported by this JVM", e);
        }
    }

    /**
     * Reverses {@link #encode(String)} (as {@link java.net.URLDecoder} does, UTF-8). Null or empty gives {@code ""}.
     *
     * @throws IllegalArgumentException naming the value if it holds a malformed {@code %} escape
     */
    public static String decode(String value) {
        if (value == null || value.isEmpty()) {
            return "";
        }
        try {
            return PercentDecoder.decode(value);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Cannot decode '" + value + "': " + e.getMessage(), e);
        }
    }

    /** {@code [group/]path[:version]}; group and version are left out when null or empty. */
    public static String buildKey(String path, String group, String version) {
        StringBuilder key = new StringBuilder();
        if (isNotEmpty(group)) {
            key.append(group).append('/');
        }
        key.append(path);
        if (isNotEmpty(version)) {
            key.append(':').append(version);
        }
        return key.toString();
    }

    // ------------------------------------------------------------------ components

    public String getProtocol() {
        return protocol;
    }

    public String getUsername() {
        return credentials == null ? null : credentials.username;
    }

    public String getPassword() {
        return credentials == null ? null : credentials.password;
    }

    /** {@code user:password} ({@code user:} without password); {@code ""} when there is no user name. */
    public String getUserInformation() {
        if (getUsername() == null) {
            return "";
        }
        return getUsername() + ":" + (getPassword() == null ? "" : getPassword());
    }

    /** {@code [user:password@]host[:port]}, or null when there is neither user information nor host. */
    public String getAuthority() {
        StringBuilder authority = new StringBuilder(getUserInformation());
        if (host != null) {
            if (getUsername() != null) {
                authority.append('@');
            }
            authority.append(host);
            if (port > 0) {
                authority.append(':').append(port);
            }
        }
        return authority.length() == 0 ? null : authority.toString();
    }

    public String getHost() {
        return host;
    }

    /** The host resolved to an IP literal (the host itself if it cannot be resolved); resolved once, may query DNS. */
    public String getIp() {
        String resolved = renderings == null ? null : renderings.ip;
        if (resolved == null && host != null) {
            resolved = NetUtils.getIpByHost(host);
            renderings().ip = resolved;
        }
        return resolved;
    }

    /** The port, 0 when there is none. */
    public int getPort() {
        return port;
    }

    /** The port, or {@code defaultPort} when there is none. */
    public int getPort(int defaultPort) {
        return port <= 0 ? defaultPort : port;
    }

    /** {@code host:port}, or just the host when there is no port. */
    public String getAddress() {
        if (port <= 0) {
            return host;
        }
        return (host == null ? "" : host) + ":" + port;
    }

    /** {@link #getAddress()} followed by the {@code backup} addresses, comma-separated (a ZooKeeper connect string). */
    public String getBackupAddress() {
        return getBackupAddress(0);
    }

    /** Like {@link #getBackupAddress()}, giving {@code defaultPort} to every address without a port (or port 0). */
    public String getBackupAddress(int defaultPort) {
        List<String> addresses = new ArrayList<>();
        String own = getAddress();
        if (own != null) {
            addresses.add(withDefaultPort(own, defaultPort));
        }
        for (String backup : getParameter(URLParser.BACKUP_KEY, new String[0])) {
            addresses.add(withDefaultPort(backup, defaultPort));
        }
        return String.join(",", addresses);
    }

    /** This URL followed by one copy per {@code backup} address (each with that address as host and port). */
    public List<URL> getBackupUrls() {
        List<URL> urls = new ArrayList<>();
        urls.add(this);
        for (String backup : getParameter(URLParser.BACKUP_KEY, new String[0])) {
            urls.add(setAddress(backup));
        }
        return urls;
    }

    /** The path without its leading slash, or null. */
    public String getPath() {
        return path;
    }

    /** The path with a leading slash, or null when there is no path. */
    public String getAbsolutePath() {
        return path == null ? null : "/" + path;
    }

    // ------------------------------------------------------------------ parameters

    /** All parameters; unmodifiable. */
    public Map<String, String> getParameters() {
        return parameters;
    }

    public String getParameter(String key) {
        return parameters.get(key);
    }

    /** The value, or {@code defaultValue} when the parameter is absent or empty. */
    public String getParameter(String key, String defaultValue) {
        String value = parameters.get(key);
        return isNotEmpty(value) ? value : defaultValue;
    }

    /** The value split at commas (elements trimmed, empty ones dropped), or the default when absent or empty. */
    public String[] getParameter(String key, String[] defaultValue) {
        String value = parameters.get(key);
        return isNotEmpty(value) ? splitList(value) : defaultValue;
    }

    /** Like {@link #getParameter(String, String[])} as an unmodifiable list. */
    public List<String> getParameter(String key, List<String> defaultValue) {
        String value = parameters.get(key);
        return isNotEmpty(value) ? Collections.unmodifiableList(Arrays.asList(splitList(value))) : defaultValue;
    }

    /** @throws NumberFormatException naming key and value if the value is not an int */
    public int getParameter(String key, int defaultValue) {
        String text = numberText(key);
        return text == null ? defaultValue : parseNumber(key, text, Integer::valueOf, "int");
    }

    /** @throws NumberFormatException naming key and value if the value is not a long */
    public long getParameter(String key, long defaultValue) {
        if (parameters instanceof ParameterMap) {
            long number = ((ParameterMap) parameters).numberOf(key);
            if (number != ParameterMap.TEXT_TIMESTAMP) {
                return number;
            }
        }
        String text = numberText(key);
        return text == null ? defaultValue : parseNumber(key, text, Long::valueOf, "long");
    }

    /** @throws NumberFormatException naming key and value if the value is not a short */
    public short getParameter(String key, short defaultValue) {
        String text = numberText(key);
        return text == null ? defaultValue : parseNumber(key, text, Short::valueOf, "short");
    }

    /** @throws NumberFormatException naming key and value if the value is not a byte */
    public byte getParameter(String key, byte defaultValue) {
        String text = numberText(key);
        return text == null ? defaultValue : parseNumber(key, text, Byte::valueOf, "byte");
    }

    /** @throws NumberFormatException naming key and value if the value is not a double */
    public double getParameter(String key, double defaultValue) {
        String text = numberText(key);
        return text == null ? defaultValue : parseNumber(key, text, Double::valueOf, "double");
    }

    /** @throws NumberFormatException naming key and value if the value is not a float */
    public float getParameter(String key, float defaultValue) {
        String text = numberText(key);
        return text == null ? defaultValue : parseNumber(key, text, Float::valueOf, "float");
    }

    /** {@code true} only for "true" (any case), as {@link Boolean#parseBoolean(String)}; default when absent. */
    public boolean getParameter(String key, boolean defaultValue) {
        String value = parameters.get(key);
        return isNotEmpty(value) ? Boolean.parseBoolean(value.trim()) : defaultValue;
    }

    /** The first character of the value, or the default when absent or empty. */
    public char getParameter(String key, char defaultValue) {
        String value = parameters.get(key);
        return isNotEmpty(value) ? value.charAt(0) : defaultValue;
    }

    /** Like {@link #getParameter(String, int)}, but also the default when the value is zero or negative. */
    public int getPositiveParameter(String key, int defaultValue) {
        requirePositiveDefault(defaultValue);
        int value = getParameter(key, defaultValue);
        return value <= 0 ? defaultValue : value;
    }

    public long getPositiveParameter(String key, long defaultValue) {
        requirePositiveDefault(defaultValue);
        long value = getParameter(key, defaultValue);
        return value <= 0 ? defaultValue : value;
    }

    public short getPositiveParameter(String key, short defaultValue) {
        requirePositiveDefault(defaultValue);
        short value = getParameter(key, defaultValue);
        return value <= 0 ? defaultValue : value;
    }

    public byte getPositiveParameter(String key, byte defaultValue) {
        requirePositiveDefault(defaultValue);
        byte value = getParameter(key, defaultValue);
        return value <= 0 ? defaultValue : value;
    }

    public double getPositiveParameter(String key, double defaultValue) {
        requirePositiveDefault(defaultValue);
        double value = getParameter(key, defaultValue);
        return value <= 0 ? defaultValue : value;
    }

    public float getPositiveParameter(String key, float defaultValue) {
        requirePositiveDefault(defaultValue);
        float value = getParameter(key, defaultValue);
        return value <= 0 ? defaultValue : value;
    }

    /** The value form-decoded (for keys such as {@code mock} that hold encoded text); {@code ""} when absent. */
    public String getParameterAndDecoded(String key) {
        return getParameterAndDecoded(key, null);
    }

    /** The value, or {@code defaultValue} when absent or empty, form-decoded; {@code ""} when both are absent. */
    public String getParameterAndDecoded(String key, String defaultValue) {
        return decode(getParameter(key, defaultValue));
    }

    /** Whether the parameter is present with a non-empty value. */
    public boolean hasParameter(String key) {
        return isNotEmpty(parameters.get(key));
    }

    // ------------------------------------------------------------------ Apache Dubbo's typed and service getters

    /** {@code Boolean.parseBoolean} of the value: false when absent. */
    public boolean getBooleanParameter(String key) {
        return Boolean.parseBoolean(getParameter(key));
    }

    public boolean getBooleanParameter(String key, boolean defaultValue) {
        return getParameter(key, defaultValue);
    }

    /** The value as an int; 0 when absent. */
    public int getIntParameter(String key) {
        return getParameter(key, 0);
    }

    public int getIntParameter(String key, int defaultValue) {
        return getParameter(key, defaultValue);
    }

    public int getPositiveIntParameter(String key, int defaultValue) {
        return getPositiveParameter(key, defaultValue);
    }

    /** The method's value as an int; 0 when absent. */
    public int getMethodIntParameter(String method, String key) {
        return getMethodParameter(method, key, 0);
    }

    public int getMethodIntParameter(String method, String key, int defaultValue) {
        return getMethodParameter(method, key, defaultValue);
    }

    public int getMethodPositiveIntParameter(String method, String key, int defaultValue) {
        return getMethodPositiveParameter(method, key, defaultValue);
    }

    public boolean getMethodBooleanParameter(String method, String key) {
        return getMethodParameter(method, key, false);
    }

    public boolean getMethodBooleanParameter(String method, String key, boolean defaultValue) {
        return getMethodParameter(method, key, defaultValue);
    }

    /**
     * The value converted to {@code valueType} ({@code String}, a primitive or its wrapper, an enum); null when
     * absent.
     *
     * @throws IllegalArgumentException naming the key when the value does not convert
     */
    public <T> T getParameter(String key, Class<T> valueType) {
        return getParameter(key, valueType, null);
    }

    public <T> T getParameter(String key, Class<T> valueType, T defaultValue) {
        String value = getParameter(key);
        if (value == null || value.isEmpty()) {
            return defaultValue;
        }
        return ParameterConversion.convert(key, value, valueType);
    }

    /** The value as written (this URL keeps no separate original values). */
    public String getOriginalParameter(String key) {
        return getParameter(key);
    }

    public Map<String, String> getOriginalParameters() {
        return getParameters();
    }

    public Map<String, String> toOriginalMap() {
        return toMap();
    }

    /** Every parameter. */
    public Map<String, String> getAllParameters() {
        return getParameters();
    }

    /** The parameters whose key {@code nameToSelect} accepts. */
    public Map<String, String> getParameters(java.util.function.Predicate<String> nameToSelect) {
        Map<String, String> selected = new java.util.LinkedHashMap<>();
        for (Map.Entry<String, String> entry : parameters.entrySet()) {
            if (nameToSelect.test(entry.getKey())) {
                selected.put(entry.getKey(), entry.getValue());
            }
        }
        return selected;
    }

    /** The URL part named {@code key} ({@code protocol}, {@code username}, {@code password}, {@code host},
     * {@code port}, {@code path}), else the parameter. */
    public String getRawParameter(String key) {
        switch (key) {
            case PROTOCOL_KEY:
                return protocol;
            case USERNAME_KEY:
                return getUsername();
            case PASSWORD_KEY:
                return getPassword();
            case HOST_KEY:
                return host;
            case PORT_KEY:
                return String.valueOf(port);
            case PATH_KEY:
                return path;
            default:
                return getParameter(key);
        }
    }

    /** The parameter, or the value as a single string. */
    public String getConcatenatedParameter(String key) {
        return getParameter(key);
    }

    /** {@code group/interface:version}; null without an interface. */
    public String getPathKey() {
        String inf = getServiceInterface();
        return inf == null ? null : buildKey(inf, getGroup(), getVersion());
    }

    /** The service interface. */
    public String getServiceName() {
        return getServiceInterface();
    }

    /** {@code interface:version:group}, the key 2.6 consumers used for a service. */
    public String getCompatibleColonSeparatedKey() {
        StringBuilder b = new StringBuilder(getServiceInterface() == null ? "" : getServiceInterface());
        String version = getVersion();
        String group = getGroup();
        if (version != null && !version.isEmpty() || group != null && !group.isEmpty()) {
            b.append(':').append(version == null ? "" : version);
            if (group != null && !group.isEmpty()) {
                b.append(':').append(group);
            }
        }
        return b.toString();
    }

    /** The categories, comma-separated; {@code defaultValue} when absent. */
    public String[] getCategory(String[] defaultValue) {
        String value = getParameter(CATEGORY_KEY);
        return isNotEmpty(value) ? splitList(value) : defaultValue;
    }

    /** The parameter, decoded and parsed as a URL; null when absent. */
    public URL getUrlParameter(String key) {
        String value = getParameterAndDecoded(key);
        return value == null || value.isEmpty() ? null : valueOf(value);
    }

    /** {@link #toIdentityString()}; the keys are accepted for Apache Dubbo compatibility. */
    public String toIdentityString(String... parameterKeys) {
        return toIdentityString();
    }

    /** {@link #toServiceString()}; the keys are accepted for Apache Dubbo compatibility. */
    public String toServiceString(String... parameterKeys) {
        return toServiceString();
    }

    public String toServiceStringWithoutResolving() {
        return toServiceString();
    }

    /** This URL: it is serializable as it is. */
    public URL toSerializableURL() {
        return this;
    }

    /** The parameters as a {@link org.apache.dubbo.common.config.Configuration}. */
    public org.apache.dubbo.common.config.Configuration toConfiguration() {
        return this::getParameter;
    }

    /** Puts {@code key=value} into the parameters of {@code method} in {@code methodParameters}. */
    public static void putMethodParameter(String method, String key, String value,
                                          Map<String, Map<String, String>> methodParameters) {
        methodParameters.computeIfAbsent(method, m -> new HashMap<>()).put(key, value);
    }

    /** {@link #valueOf(String)}; parsed URLs are not cached. */
    public static URL cacheableValueOf(String url) {
        return valueOf(url);
    }

    /** {@link #valueOf(String)} with the scope model the URL belongs to. */
    public static URL valueOf(String url, org.apache.dubbo.rpc.model.ScopeModel scopeModel) {
        return valueOf(url).setScopeModel(scopeModel);
    }

    private static final String SCOPE_MODEL_ATTRIBUTE = "scopeModel";

    /** This URL with {@code scopeModel} as the model it belongs to (an attribute: not part of its identity). */
    public URL setScopeModel(org.apache.dubbo.rpc.model.ScopeModel scopeModel) {
        return scopeModel == null ? removeAttribute(SCOPE_MODEL_ATTRIBUTE) : putAttribute(SCOPE_MODEL_ATTRIBUTE,
                scopeModel);
    }

    /** The model set with {@link #setScopeModel}, or null. */
    public org.apache.dubbo.rpc.model.ScopeModel getScopeModel() {
        Object model = getAttribute(SCOPE_MODEL_ATTRIBUTE);
        return model instanceof org.apache.dubbo.rpc.model.ScopeModel
                ? (org.apache.dubbo.rpc.model.ScopeModel) model : null;
    }

    /** The application of the scope model, or null. */
    public org.apache.dubbo.rpc.model.ApplicationModel getApplicationModel() {
        org.apache.dubbo.rpc.model.ScopeModel model = getScopeModel();
        if (model instanceof org.apache.dubbo.rpc.model.ApplicationModel) {
            return (org.apache.dubbo.rpc.model.ApplicationModel) model;
        }
        if (model instanceof org.apache.dubbo.rpc.model.ModuleModel) {
            return ((org.apache.dubbo.rpc.model.ModuleModel) model).getApplicationModel();
        }
        return null;
    }

    /** {@link #getApplicationModel()}, else the default application. */
    public org.apache.dubbo.rpc.model.ApplicationModel getOrDefaultApplicationModel() {
        org.apache.dubbo.rpc.model.ApplicationModel model = getApplicationModel();
        return model != null ? model : org.apache.dubbo.rpc.model.ApplicationModel.defaultModel();
    }

    /** The framework of the scope model, else the default framework. */
    public org.apache.dubbo.rpc.model.FrameworkModel getOrDefaultFrameworkModel() {
        org.apache.dubbo.rpc.model.ScopeModel model = getScopeModel();
        if (model instanceof org.apache.dubbo.rpc.model.FrameworkModel) {
            return (org.apache.dubbo.rpc.model.FrameworkModel) model;
        }
        return getOrDefaultApplicationModel().getFrameworkModel();
    }

    /** The module of the scope model, else the default module of its (or the default) application. */
    public org.apache.dubbo.rpc.model.ModuleModel getOrDefaultModuleModel() {
        org.apache.dubbo.rpc.model.ScopeModel model = getScopeModel();
        if (model instanceof org.apache.dubbo.rpc.model.ModuleModel) {
            return (org.apache.dubbo.rpc.model.ModuleModel) model;
        }
        return getOrDefaultApplicationModel().getDefaultModule();
    }

    // A URL describes one service; the service-scoped getters of Apache Dubbo's multi-service URLs read the
    // URL's own parameters.

    public String getServiceParameter(String service, String key) {
        return getParameter(key);
    }

    public String getServiceParameter(String service, String key, String defaultValue) {
        return getParameter(key, defaultValue);
    }

    public boolean getServiceParameter(String service, String key, boolean defaultValue) {
        return getParameter(key, defaultValue);
    }

    public String getOriginalServiceParameter(String service, String key) {
        return getParameter(key);
    }

    public Map<String, String> getServiceParameters(String service) {
        return getParameters();
    }

    public Map<String, String> getOriginalServiceParameters(String service) {
        return getParameters();
    }

    public boolean hasServiceParameter(String service, String key) {
        return hasParameter(key);
    }

    public boolean hasServiceMethodParameter(String service, String method, String key) {
        return hasMethodParameter(method, key);
    }

    public boolean hasServiceMethodParameter(String service, String method) {
        return hasMethodParameter(method);
    }

    public String getServiceMethodParameter(String service, String method, String key) {
        return getMethodParameter(method, key);
    }

    public String getServiceMethodParameter(String service, String method, String key, String defaultValue) {
        return getMethodParameter(method, key, defaultValue);
    }

    public String getServiceMethodParameterStrict(String service, String method, String key) {
        return getMethodParameterStrict(method, key);
    }

    public String getServiceMethodParameterAndDecoded(String service, String method, String key) {
        return getMethodParameterAndDecoded(method, key);
    }

    public String getServiceMethodParameterAndDecoded(String service, String method, String key,
                                                      String defaultValue) {
        return getMethodParameterAndDecoded(method, key, defaultValue);
    }

    public byte getServiceParameter(String service, String key, byte defaultValue) {
        return getParameter(key, defaultValue);
    }

    public char getServiceParameter(String service, String key, char defaultValue) {
        return getParameter(key, defaultValue);
    }

    public double getServiceParameter(String service, String key, double defaultValue) {
        return getParameter(key, defaultValue);
    }

    public float getServiceParameter(String service, String key, float defaultValue) {
        return getParameter(key, defaultValue);
    }

    public int getServiceParameter(String service, String key, int defaultValue) {
        return getParameter(key, defaultValue);
    }

    public long getServiceParameter(String service, String key, long defaultValue) {
        return getParameter(key, defaultValue);
    }

    public short getServiceParameter(String service, String key, short defaultValue) {
        return getParameter(key, defaultValue);
    }

    public byte getPositiveServiceParameter(String service, String key, byte defaultValue) {
        return getPositiveParameter(key, defaultValue);
    }

    public byte getServiceMethodParameter(String service, String method, String key, byte defaultValue) {
        return getMethodParameter(method, key, defaultValue);
    }

    public double getPositiveServiceParameter(String service, String key, double defaultValue) {
        return getPositiveParameter(key, defaultValue);
    }

    public double getServiceMethodParameter(String service, String method, String key, double defaultValue) {
        return getMethodParameter(method, key, defaultValue);
    }

    public float getPositiveServiceParameter(String service, String key, float defaultValue) {
        return getPositiveParameter(key, defaultValue);
    }

    public float getServiceMethodParameter(String service, String method, String key, float defaultValue) {
        return getMethodParameter(method, key, defaultValue);
    }

    public int getPositiveServiceParameter(String service, String key, int defaultValue) {
        return getPositiveParameter(key, defaultValue);
    }

    public int getServiceMethodParameter(String service, String method, String key, int defaultValue) {
        return getMethodParameter(method, key, defaultValue);
    }

    public long getPositiveServiceParameter(String service, String key, long defaultValue) {
        return getPositiveParameter(key, defaultValue);
    }

    public long getServiceMethodParameter(String service, String method, String key, long defaultValue) {
        return getMethodParameter(method, key, defaultValue);
    }

    public short getPositiveServiceParameter(String service, String key, short defaultValue) {
        return getPositiveParameter(key, defaultValue);
    }

    public short getServiceMethodParameter(String service, String method, String key, short defaultValue) {
        return getMethodParameter(method, key, defaultValue);
    }

    // ------------------------------------------------------------------ method parameters

    /** {@code {method}.{key}} if present and non-empty, else {@code {key}}. */
    public String getMethodParameter(String method, String key) {
        return parameters.get(methodKeyOrKey(method, key));
    }

    /** Only {@code {method}.{key}}, without falling back to {@code {key}}. */
    public String getMethodParameterStrict(String method, String key) {
        return parameters.get(MethodKeys.of(method, key));
    }

    public String getMethodParameter(String method, String key, String defaultValue) {
        return getParameter(methodKeyOrKey(method, key), defaultValue);
    }

    public int getMethodParameter(String method, String key, int defaultValue) {
        return getParameter(methodKeyOrKey(method, key), defaultValue);
    }

    public long getMethodParameter(String method, String key, long defaultValue) {
        return getParameter(methodKeyOrKey(method, key), defaultValue);
    }

    public short getMethodParameter(String method, String key, short defaultValue) {
        return getParameter(methodKeyOrKey(method, key), defaultValue);
    }

    public byte getMethodParameter(String method, String key, byte defaultValue) {
        return getParameter(methodKeyOrKey(method, key), defaultValue);
    }

    public double getMethodParameter(String method, String key, double defaultValue) {
        return getParameter(methodKeyOrKey(method, key), defaultValue);
    }

    public float getMethodParameter(String method, String key, float defaultValue) {
        return getParameter(methodKeyOrKey(method, key), defaultValue);
    }

    public boolean getMethodParameter(String method, String key, boolean defaultValue) {
        return getParameter(methodKeyOrKey(method, key), defaultValue);
    }

    public char getMethodParameter(String method, String key, char defaultValue) {
        return getParameter(methodKeyOrKey(method, key), defaultValue);
    }

    public int getMethodPositiveParameter(String method, String key, int defaultValue) {
        return getPositiveParameter(methodKeyOrKey(method, key), defaultValue);
    }

    public long getMethodPositiveParameter(String method, String key, long defaultValue) {
        return getPositiveParameter(methodKeyOrKey(method, key), defaultValue);
    }

    public short getMethodPositiveParameter(String method, String key, short defaultValue) {
        return getPositiveParameter(methodKeyOrKey(method, key), defaultValue);
    }

    public byte getMethodPositiveParameter(String method, String key, byte defaultValue) {
        return getPositiveParameter(methodKeyOrKey(method, key), defaultValue);
    }

    public double getMethodPositiveParameter(String method, String key, double defaultValue) {
        return getPositiveParameter(methodKeyOrKey(method, key), defaultValue);
    }

    public float getMethodPositiveParameter(String method, String key, float defaultValue) {
        return getPositiveParameter(methodKeyOrKey(method, key), defaultValue);
    }

    /** {@link #getMethodParameter(String, String)} form-decoded; {@code ""} when absent. */
    public String getMethodParameterAndDecoded(String method, String key) {
        return decode(getMethodParameter(method, key));
    }

    /** {@link #getMethodParameter(String, String, String)} form-decoded. */
    public String getMethodParameterAndDecoded(String method, String key, String defaultValue) {
        return decode(getMethodParameter(method, key, defaultValue));
    }

    /**
     * Whether {@code {method}.{key}} is present with a non-empty value. A null {@code method} asks whether any
     * method has {@code key}; a null {@code key} asks whether {@code method} has any parameter.
     */
    public boolean hasMethodParameter(String method, String key) {
        if (method == null) {
            String suffix = "." + key;
            for (String fullKey : parameters.keySet()) {
                if (fullKey.endsWith(suffix)) {
                    return true;
                }
            }
            return false;
        }
        if (key == null) {
            return hasMethodParameter(method);
        }
        return isNotEmpty(getMethodParameterStrict(method, key));
    }

    /** Whether any parameter key starts with {@code {method}.}. */
    public boolean hasMethodParameter(String method) {
        if (method == null) {
            return false;
        }
        String prefix = method + ".";
        for (String key : parameters.keySet()) {
            if (key.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The value of {@code key} for some method ({@code {method}.{key}}), or null. When the {@code methods}
     * parameter lists the methods, they are tried in that order; otherwise every key of the form
     * {@code {prefix}.{key}} counts and the smallest such key wins, so the answer is stable.
     */
    public String getAnyMethodParameter(String key) {
        String methods = parameters.get(METHODS_KEY);
        if (isNotEmpty(methods)) {
            for (String method : splitList(methods)) {
                String value = getMethodParameterStrict(method, key);
                if (isNotEmpty(value)) {
                    return value;
                }
            }
            return null;
        }
        String suffix = "." + key;
        String bestKey = null;
        for (Map.Entry<String, String> entry : parameters.entrySet()) {
            String candidate = entry.getKey();
            int dot = candidate.indexOf('.');
            if (dot > 0 && candidate.length() == dot + suffix.length() && candidate.endsWith(suffix)
                    && isNotEmpty(entry.getValue()) && (bestKey == null || candidate.compareTo(bestKey) < 0)) {
                bestKey = candidate;
            }
        }
        return bestKey == null ? null : parameters.get(bestKey);
    }

    // ------------------------------------------------------------------ well-known parameters

    /** The {@code interface} parameter, or the path when it is absent. */
    public String getServiceInterface() {
        return getParameter(INTERFACE_KEY, path);
    }

    /** Sets the {@code interface} parameter. */
    public URL setServiceInterface(String service) {
        return addParameter(INTERFACE_KEY, service);
    }

    public String getGroup() {
        return getParameter(GROUP_KEY);
    }

    public String getGroup(String defaultValue) {
        return getParameter(GROUP_KEY, defaultValue);
    }

    public String getVersion() {
        return getParameter(VERSION_KEY);
    }

    public String getVersion(String defaultValue) {
        return getParameter(VERSION_KEY, defaultValue);
    }

    /**
     * {@code [group/]interface[:version]} (see {@link #buildKey(String, String, String)}), using the path when there
     * is no {@code interface} parameter; null when there is neither.
     */
    public String getServiceKey() {
        String key = renderings == null ? null : renderings.serviceKey;
        if (key == null) {
            String service = getServiceInterface();
            if (service == null) {
                return null;
            }
            key = buildKey(service, getGroup(), getVersion());
            renderings().serviceKey = key;
        }
        return key;
    }

    /** {@link #getServiceKey()} + {@code ":"} + protocol. */
    public String getProtocolServiceKey() {
        return getServiceKey() + ":" + protocol;
    }

    /** {@code interface[:version]}. */
    public String getDisplayServiceKey() {
        String version = getVersion();
        return isNotEmpty(version) ? getServiceInterface() + ":" + version : getServiceInterface();
    }

    /** {@code interface:version:group}, with empty segments for a missing version or group (governance rule key). */
    public String getColonSeparatedKey() {
        return getServiceInterface() + ":" + blankToEmpty(getVersion()) + ":" + blankToEmpty(getGroup());
    }

    public String getSide() {
        return getParameter(SIDE_KEY);
    }

    public String getSide(String defaultValue) {
        return getParameter(SIDE_KEY, defaultValue);
    }

    public String getApplication() {
        return getParameter(APPLICATION_KEY);
    }

    public String getApplication(String defaultValue) {
        return getParameter(APPLICATION_KEY, defaultValue);
    }

    public String getRemoteApplication() {
        return getParameter(REMOTE_APPLICATION_KEY);
    }

    public String getCategory() {
        return getParameter(CATEGORY_KEY);
    }

    public String getCategory(String defaultValue) {
        return getParameter(CATEGORY_KEY, defaultValue);
    }

    /** Whether the host is {@code 0.0.0.0} or the {@code anyhost} parameter is true. */
    public boolean isAnyHost() {
        return NetUtils.isAnyHost(host) || getParameter(ANYHOST_KEY, false);
    }

    /** Whether the host is {@code localhost} or {@code 127.x.x.x}, or the {@code localhost} parameter is true. */
    public boolean isLocalHost() {
        return NetUtils.isLocalHost(host) || getParameter(LOCALHOST_KEY, false);
    }

    // ------------------------------------------------------------------ component mutators

    public URL setProtocol(String protocol) {
        return new URL(protocol, getUsername(), getPassword(), host, port, path, parameters, attributes());
    }

    public URL setUsername(String username) {
        return new URL(protocol, username, getPassword(), host, port, path, parameters, attributes());
    }

    public URL setPassword(String password) {
        return new URL(protocol, getUsername(), password, host, port, path, parameters, attributes());
    }

    public URL setHost(String host) {
        return new URL(protocol, getUsername(), getPassword(), host, port, path, parameters, attributes());
    }

    public URL setPort(int port) {
        return new URL(protocol, getUsername(), getPassword(), host, port, path, parameters, attributes());
    }

    /**
     * Sets host and port from {@code host:port}, {@code [ipv6]:port} or a bare host (which keeps the current port).
     *
     * @throws IllegalArgumentException naming the address if the port is not a number in 0..65535
     */
    public URL setAddress(String address) {
        if (address == null) {
            throw new IllegalArgumentException("address == null");
        }
        URLParser.Address parsed = URLParser.parseAddress(address, address);
        int newPort = parsed.port < 0 ? port : parsed.port;
        return new URL(protocol, getUsername(), getPassword(), parsed.host, newPort, path, parameters, attributes());
    }

    public URL setPath(String path) {
        return new URL(protocol, getUsername(), getPassword(), host, port, path, parameters, attributes());
    }

    // ------------------------------------------------------------------ parameter mutators

    /** Adds or replaces a parameter; a null or empty key or value changes nothing. */
    public URL addParameter(String key, String value) {
        if (isEmpty(key) || isEmpty(value) || value.equals(parameters.get(key))) {
            return this;
        }
        Map<String, String> changed = new HashMap<>(parameters);
        changed.put(key, value);
        return withParameters(Collections.unmodifiableMap(changed));
    }

    public URL addParameter(String key, CharSequence value) {
        return value == null ? this : addParameter(key, value.toString());
    }

    public URL addParameter(String key, boolean value) {
        return addParameter(key, String.valueOf(value));
    }

    public URL addParameter(String key, char value) {
        return addParameter(key, String.valueOf(value));
    }

    public URL addParameter(String key, byte value) {
        return addParameter(key, String.valueOf(value));
    }

    public URL addParameter(String key, short value) {
        return addParameter(key, String.valueOf(value));
    }

    public URL addParameter(String key, int value) {
        return addParameter(key, String.valueOf(value));
    }

    public URL addParameter(String key, long value) {
        return addParameter(key, String.valueOf(value));
    }

    public URL addParameter(String key, float value) {
        return addParameter(key, String.valueOf(value));
    }

    public URL addParameter(String key, double value) {
        return addParameter(key, String.valueOf(value));
    }

    /** Adds the enum constant's {@code toString()}; null changes nothing. */
    public URL addParameter(String key, Enum<?> value) {
        return value == null ? this : addParameter(key, value.toString());
    }

    public URL addParameter(String key, Number value) {
        return value == null ? this : addParameter(key, value.toString());
    }

    /** Adds {@link #encode(String) encode(value)}; for values that may contain {@code & = ?} and the like. */
    public URL addParameterAndEncoded(String key, String value) {
        return isEmpty(value) ? this : addParameter(key, encode(value));
    }

    /** Adds the parameter only when it is absent or empty. */
    public URL addParameterIfAbsent(String key, String value) {
        return hasParameter(key) ? this : addParameter(key, value);
    }

    /** Adds or replaces every entry; entries with a null or empty key or value are skipped. */
    public URL addParameters(Map<String, String> parameters) {
        return mergeParameters(parameters, false);
    }

    /** Adds the entries whose key is absent or empty here; entries with a null or empty key or value are skipped. */
    public URL addParametersIfAbsent(Map<String, String> parameters) {
        return mergeParameters(parameters, true);
    }

    /**
     * Adds key/value pairs given one after the other.
     *
     * @throws IllegalArgumentException if an odd number of strings is given
     */
    public URL addParameters(String... pairs) {
        return addParameters(pairsToMap(pairs));
    }

    /** Adds the parameters of a query string such as {@code k=v&k2=v2}, read as {@link #valueOf(String)} does. */
    public URL addParameterString(String query) {
        return isEmpty(query) ? this : addParameters(URLParser.parseQuery(query));
    }

    public URL removeParameter(String key) {
        return isEmpty(key) ? this : removeParameters(Collections.singleton(key));
    }

    public URL removeParameters(String... keys) {
        return keys == null ? this : removeParameters(Arrays.asList(keys));
    }

    public URL removeParameters(Collection<String> keys) {
        if (keys == null || keys.isEmpty()) {
            return this;
        }
        Map<String, String> changed = new HashMap<>(parameters);
        if (!changed.keySet().removeAll(keys)) {
            return this;
        }
        return withParameters(Collections.unmodifiableMap(changed));
    }

    public URL clearParameters() {
        return parameters.isEmpty() ? this : withParameters(Collections.<String, String>emptyMap());
    }

    // ------------------------------------------------------------------ attributes

    /** All attributes; unmodifiable. */
    public Map<String, Object> getAttributes() {
        return attributes();
    }

    public Object getAttribute(String key) {
        return attributes().get(key);
    }

    /** The attribute, or {@code defaultValue} when it is absent or null. */
    public Object getAttribute(String key, Object defaultValue) {
        Object value = attributes().get(key);
        return value != null ? value : defaultValue;
    }

    public boolean hasAttribute(String key) {
        return attributes().containsKey(key);
    }

    /** A URL with the attribute added or replaced; this URL is unchanged. */
    public URL putAttribute(String key, Object value) {
        Map<String, Object> changed = new HashMap<>(attributes());
        changed.put(key, value);
        return withAttributes(Collections.unmodifiableMap(changed));
    }

    /** A URL without the attribute; this URL is unchanged. */
    public URL removeAttribute(String key) {
        if (!attributes().containsKey(key)) {
            return this;
        }
        Map<String, Object> changed = new HashMap<>(attributes());
        changed.remove(key);
        return withAttributes(Collections.unmodifiableMap(changed));
    }

    /** A URL with all the given attributes added or replaced; this URL is unchanged. */
    public URL addAttributes(Map<String, Object> attributes) {
        if (attributes == null || attributes.isEmpty()) {
            return this;
        }
        Map<String, Object> changed = new HashMap<>(attributes());
        changed.putAll(attributes);
        return withAttributes(Collections.unmodifiableMap(changed));
    }

    // ------------------------------------------------------------------ rendering

    /** {@code protocol://host:port/path?params}, without user name and password; parameters sorted by key. */
    @Override
    public String toString() {
        String text = renderings == null ? null : renderings.string;
        if (text == null) {
            text = render(false, true, false, null);
            renderings().string = text;
        }
        return text;
    }

    /** Like {@link #toString()}, with only the listed parameters (all of them when none are listed). */
    public String toString(String... parameterKeys) {
        return render(false, true, false, parameterKeys);
    }

    /**
     * {@code protocol://user:password@host:port/path?params} with parameters sorted by key: the form registered in
     * ZooKeeper (after {@link #encode(String)}).
     */
    public String toFullString() {
        String text = renderings == null ? null : renderings.fullString;
        if (text == null) {
            text = render(true, true, false, null);
            renderings().fullString = text;
        }
        return text;
    }

    /** Like {@link #toFullString()}, with only the listed parameters (all of them when none are listed). */
    public String toFullString(String... parameterKeys) {
        return render(true, true, false, parameterKeys);
    }

    /** {@code protocol://user:password@host:port/path}, without parameters. */
    public String toIdentityString() {
        String text = renderings == null ? null : renderings.identityString;
        if (text == null) {
            text = render(true, false, false, null);
            renderings().identityString = text;
        }
        return text;
    }

    /**
     * {@code protocol://[user:password@]host:port/[group/]interface[:version]}. Uses the host as written;
     * Apache Dubbo resolves it to an IP first, which would put a DNS query into a string conversion.
     */
    public String toServiceString() {
        return render(true, false, true, null);
    }

    /** {@code k=v&k2=v2}, sorted by key. */
    public String toParameterString() {
        String text = renderings == null ? null : renderings.parameterString;
        if (text == null) {
            StringBuilder buffer = new StringBuilder();
            appendParameters(buffer, false, null);
            text = buffer.toString();
            renderings().parameterString = text;
        }
        return text;
    }

    /** {@code k=v&k2=v2} of the listed parameters (all of them when none are listed), sorted by key. */
    public String toParameterString(String... parameterKeys) {
        StringBuilder buffer = new StringBuilder();
        appendParameters(buffer, false, parameterKeys);
        return buffer.toString();
    }

    /**
     * {@code new java.net.URL(toString())}.
     *
     * @throws IllegalStateException if the JDK does not accept it (for example it has no handler for the protocol)
     */
    public java.net.URL toJavaURL() {
        try {
            return new java.net.URL(toString());
        } catch (MalformedURLException e) {
            throw new IllegalStateException("Cannot convert \"" + this + "\" to java.net.URL: " + e.getMessage(), e);
        }
    }

    /** Host and port as a socket address; resolves the host, which may query DNS. */
    public InetSocketAddress toInetSocketAddress() {
        return new InetSocketAddress(host, port);
    }

    /**
     * The parameters plus the components under the keys {@code protocol}, {@code username}, {@code password},
     * {@code host}, {@code port} (when above 0) and {@code path}; a new, modifiable map.
     */
    public Map<String, String> toMap() {
        Map<String, String> map = new HashMap<>(parameters);
        putIfNotNull(map, PROTOCOL_KEY, protocol);
        putIfNotNull(map, USERNAME_KEY, getUsername());
        putIfNotNull(map, PASSWORD_KEY, getPassword());
        putIfNotNull(map, HOST_KEY, host);
        if (port > 0) {
            map.put(PORT_KEY, String.valueOf(port));
        }
        putIfNotNull(map, PATH_KEY, path);
        return map;
    }

    // ------------------------------------------------------------------ identity

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof URL)) {
            return false;
        }
        URL that = (URL) other;
        return port == that.port
                && Objects.equals(protocol, that.protocol)
                && Objects.equals(credentials, that.credentials)
                && Objects.equals(host, that.host)
                && Objects.equals(path, that.path)
                && parameters.equals(that.parameters);
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = Objects.hash(protocol, getUsername(), getPassword(), host, port, path, parameters);
            hash = h;
        }
        return h;
    }

    // ------------------------------------------------------------------ internals

    URL withParameters(Map<String, String> newParameters) {
        return new URL(protocol, getUsername(), getPassword(), host, port, path, copyParameters(newParameters),
                attributes());
    }

    private URL withAttributes(Map<String, Object> newAttributes) {
        return new URL(protocol, getUsername(), getPassword(), host, port, path, parameters, newAttributes);
    }

    /** This URL's renderings, created on first use. Two threads may each create one; the loser's work is redone. */
    private Renderings renderings() {
        Renderings current = renderings;
        if (current == null) {
            current = new Renderings();
            renderings = current;
        }
        return current;
    }

    private Map<String, Object> attributes() {
        return attributes == null ? Collections.<String, Object>emptyMap() : attributes;
    }

    private URL mergeParameters(Map<String, String> additions, boolean onlyIfAbsent) {
        if (additions == null || additions.isEmpty()) {
            return this;
        }
        Map<String, String> changed = null;
        for (Map.Entry<String, String> entry : additions.entrySet()) {
            String key = entry.getKey();
            String value = entry.getValue();
            if (isEmpty(key) || isEmpty(value) || value.equals(parameters.get(key))
                    || (onlyIfAbsent && hasParameter(key))) {
                continue;
            }
            if (changed == null) {
                changed = new HashMap<>(parameters);
            }
            changed.put(key, value);
        }
        return changed == null ? this : withParameters(Collections.unmodifiableMap(changed));
    }

    private String methodKeyOrKey(String method, String key) {
        String methodKey = MethodKeys.of(method, key);
        return isNotEmpty(parameters.get(methodKey)) ? methodKey : key;
    }

    private String numberText(String key) {
        String value = parameters.get(key);
        if (value == null) {
            return null;
        }
        String trimmed = value.trim();
        return trimmed.isEmpty() ? null : trimmed;
    }

    private static <T> T parseNumber(String key, String text, Function<String, T> parser, String type) {
        try {
            return parser.apply(text);
        } catch (NumberFormatException e) {
            throw new NumberFormatException("Parameter '" + key + "' has value '" + text + "', which is not a valid "
                    + type);
        }
    }

    private static void requirePositiveDefault(double defaultValue) {
        if (defaultValue <= 0) {
            throw new IllegalArgumentException("defaultValue must be positive, got " + defaultValue);
        }
    }

    private String render(boolean withUser, boolean withParameters, boolean serviceKeyAsPath, String[] keys) {
        StringBuilder buffer = new StringBuilder();
        if (protocol != null) {
            buffer.append(protocol).append("://");
        }
        if (withUser && getUsername() != null) {
            buffer.append(getUsername());
            if (getPassword() != null) {
                buffer.append(':').append(getPassword());
            }
            buffer.append('@');
        }
        if (host != null) {
            buffer.append(host);
            if (port > 0) {
                buffer.append(':').append(port);
            }
        }
        String pathPart = serviceKeyAsPath ? getServiceKey() : path;
        if (isNotEmpty(pathPart)) {
            buffer.append('/').append(pathPart);
        }
        if (withParameters) {
            appendParameters(buffer, true, keys);
        }
        return buffer.toString();
    }

    private void appendParameters(StringBuilder buffer, boolean withQuestionMark, String[] keys) {
        Set<String> included = keys == null || keys.length == 0 ? null : new HashSet<>(Arrays.asList(keys));
        boolean first = true;
        // a parameter map keeps its keys sorted already (registries rewrite every provider URL of their cache files)
        Map<String, String> sorted = parameters instanceof ParameterMap ? parameters : new TreeMap<>(parameters);
        for (Map.Entry<String, String> entry : sorted.entrySet()) {
            if (included != null && !included.contains(entry.getKey())) {
                continue;
            }
            if (first) {
                if (withQuestionMark) {
                    buffer.append('?');
                }
                first = false;
            } else {
                buffer.append('&');
            }
            String value = entry.getValue();
            buffer.append(entry.getKey()).append('=').append(value == null ? "" : value.trim());
        }
    }

    private static String withDefaultPort(String address, int defaultPort) {
        if (defaultPort <= 0 || address.isEmpty()) {
            return address;
        }
        URLParser.Address parsed = URLParser.parseAddress(address, address);
        if (parsed.port > 0) {
            return address;
        }
        return (parsed.host == null ? "" : parsed.host) + ":" + defaultPort;
    }

    private static String[] splitList(String value) {
        List<String> items = new ArrayList<>();
        for (String item : COMMA_SPLIT.split(value)) {
            String trimmed = item.trim();
            if (!trimmed.isEmpty()) {
                items.add(trimmed);
            }
        }
        return items.toArray(new String[0]);
    }

    private static Map<String, String> pairsToMap(String[] pairs) {
        if (pairs == null || pairs.length == 0) {
            return null;
        }
        if (pairs.length % 2 != 0) {
            throw new IllegalArgumentException("Parameter pairs must have an even length (key, value, ...), got "
                    + pairs.length + ": " + Arrays.toString(pairs));
        }
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], pairs[i + 1]);
        }
        return map;
    }

    /** An immutable, compact copy sharing its keys and common values with other URLs ({@link ParameterMap}). */
    private static Map<String, String> copyParameters(Map<String, String> source) {
        return ParameterMap.copyOf(source);
    }

    private static Map<String, Object> copyAttributes(Map<String, Object> source) {
        if (source == null || source.isEmpty()) {
            return Collections.emptyMap();
        }
        return Collections.unmodifiableMap(new HashMap<>(source));
    }

    private static boolean startsWithAny(String key, String[] prefixes) {
        for (String prefix : prefixes) {
            if (key.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    private static void putIfNotNull(Map<String, String> map, String key, String value) {
        if (value != null) {
            map.put(key, value);
        }
    }

    private static String normalizePath(String path) {
        if (path == null) {
            return null;
        }
        int start = 0;
        while (start < path.length() && path.charAt(start) == '/') {
            start++;
        }
        return start == path.length() ? null : path.substring(start);
    }

    private static String blankToEmpty(String value) {
        return value == null || value.trim().isEmpty() ? "" : value;
    }

    private static String emptyToNull(String value) {
        return value == null || value.isEmpty() ? null : value;
    }

    private static boolean isEmpty(String value) {
        return value == null || value.isEmpty();
    }

    private static boolean isNotEmpty(String value) {
        return value != null && !value.isEmpty();
    }

    /**
     * What a URL computes from itself on first use. Most URLs of a large consumer are never rendered, so they hold
     * one null field instead of six. The fields are written without locking: a reader that does not see a value yet
     * computes it again (every value is an immutable string).
     */
    private static final class Renderings {
        String ip;
        String string;
        String fullString;
        String identityString;
        String parameterString;
        String serviceKey;
    }

    /** A user name with its password (which may be null). */
    private static final class Credentials implements Serializable {
        private static final long serialVersionUID = 1L;

        final String username;
        final String password;

        private Credentials(String username, String password) {
            this.username = username;
            this.password = password;
        }

        /** Null when there is neither. */
        static Credentials of(String username, String password) {
            if (username == null) {
                if (password != null) {
                    throw new IllegalArgumentException("Invalid url: password given without a user name");
                }
                return null;
            }
            return new Credentials(username, password);
        }

        @Override
        public boolean equals(Object other) {
            if (!(other instanceof Credentials)) {
                return false;
            }
            Credentials that = (Credentials) other;
            return username.equals(that.username) && Objects.equals(password, that.password);
        }

        @Override
        public int hashCode() {
            return username.hashCode() * 31 + Objects.hashCode(password);
        }
    }
}
