package org.apache.dubbo.common;

import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

/**
 * Mutable builder for {@link URL}: applies many changes and creates one URL at the end, where chaining URL's own
 * mutators would create a URL per change.
 *
 * <pre>{@code
 * URL url = URLBuilder.from(providerUrl)
 *         .setProtocol("consumer")
 *         .addParameter("side", "consumer")
 *         .removeParameters("bind.ip", "bind.port")
 *         .build();
 * }</pre>
 *
 * <p>Parameter rules match URL's: a null or empty key or value is ignored by {@code addParameter*}. Not thread-safe;
 * {@link #build()} copies the state, so the builder may be reused afterwards.
 *
 * <p>Unlike Apache Dubbo's URLBuilder this class is not itself a URL, so a builder can never be mistaken for an
 * immutable value.
 */
public final class URLBuilder {

    private String protocol;
    private String username;
    private String password;
    private String host;
    private int port;
    private String path;
    private final Map<String, String> parameters = new HashMap<>();
    private final Map<String, Object> attributes = new HashMap<>();

    public URLBuilder() {
    }

    public URLBuilder(String protocol, String host, int port) {
        this(protocol, null, null, host, port, null, null);
    }

    /** @param pairs alternating parameter keys and values */
    public URLBuilder(String protocol, String host, int port, String[] pairs) {
        this(protocol, null, null, host, port, null, null);
        addParameters(pairs);
    }

    public URLBuilder(String protocol, String host, int port, Map<String, String> parameters) {
        this(protocol, null, null, host, port, null, parameters);
    }

    public URLBuilder(String protocol, String host, int port, String path) {
        this(protocol, null, null, host, port, path, null);
    }

    public URLBuilder(String protocol, String host, int port, String path, String... pairs) {
        this(protocol, null, null, host, port, path, null);
        addParameters(pairs);
    }

    public URLBuilder(String protocol, String host, int port, String path, Map<String, String> parameters) {
        this(protocol, null, null, host, port, path, parameters);
    }

    public URLBuilder(String protocol, String username, String password, String host, int port, String path,
                      Map<String, String> parameters) {
        this.protocol = protocol;
        this.username = username;
        this.password = password;
        this.host = host;
        this.port = port;
        this.path = path;
        if (parameters != null) {
            this.parameters.putAll(parameters);
        }
    }

    public URLBuilder(String protocol, String username, String password, String host, int port, String path,
                      Map<String, String> parameters, Map<String, Object> attributes) {
        this(protocol, username, password, host, port, path, parameters);
        if (attributes != null) {
            this.attributes.putAll(attributes);
        }
    }

    /** A builder holding everything {@code url} holds, attributes included. */
    public static URLBuilder from(URL url) {
        URLBuilder builder = new URLBuilder(url.getProtocol(), url.getUsername(), url.getPassword(), url.getHost(),
                url.getPort(), url.getPath(), url.getParameters());
        builder.attributes.putAll(url.getAttributes());
        return builder;
    }

    /**
     * A new URL from the current state.
     *
     * @throws IllegalArgumentException if a password is set without a user name, or the port is above 65535
     */
    public URL build() {
        return URL.create(protocol, username, password, host, port, path, parameters, attributes);
    }

    // ------------------------------------------------------------------ components

    public URLBuilder setProtocol(String protocol) {
        this.protocol = protocol;
        return this;
    }

    public URLBuilder setUsername(String username) {
        this.username = username;
        return this;
    }

    public URLBuilder setPassword(String password) {
        this.password = password;
        return this;
    }

    public URLBuilder setHost(String host) {
        this.host = host;
        return this;
    }

    public URLBuilder setPort(int port) {
        this.port = port;
        return this;
    }

    /**
     * Sets host and port from {@code host:port}, {@code [ipv6]:port} or a bare host (which keeps the current port).
     *
     * @throws IllegalArgumentException naming the address if the port is not a number in 0..65535
     */
    public URLBuilder setAddress(String address) {
        if (address == null) {
            throw new IllegalArgumentException("address == null");
        }
        URLParser.Address parsed = URLParser.parseAddress(address, address);
        this.host = parsed.host;
        if (parsed.port >= 0) {
            this.port = parsed.port;
        }
        return this;
    }

    public URLBuilder setPath(String path) {
        this.path = path;
        return this;
    }

    /** Sets the {@code interface} parameter. */
    public URLBuilder setServiceInterface(String service) {
        return addParameter("interface", service);
    }

    public String getProtocol() {
        return protocol;
    }

    public String getUsername() {
        return username;
    }

    public String getPassword() {
        return password;
    }

    public String getHost() {
        return host;
    }

    public int getPort() {
        return port;
    }

    public String getPath() {
        return path;
    }

    // ------------------------------------------------------------------ parameters

    /** Adds or replaces a parameter; a null or empty key or value is ignored. */
    public URLBuilder addParameter(String key, String value) {
        if (isNotEmpty(key) && isNotEmpty(value)) {
            parameters.put(key, value);
        }
        return this;
    }

    public URLBuilder addParameter(String key, CharSequence value) {
        return value == null ? this : addParameter(key, value.toString());
    }

    public URLBuilder addParameter(String key, boolean value) {
        return addParameter(key, String.valueOf(value));
    }

    public URLBuilder addParameter(String key, char value) {
        return addParameter(key, String.valueOf(value));
    }

    public URLBuilder addParameter(String key, byte value) {
        return addParameter(key, String.valueOf(value));
    }

    public URLBuilder addParameter(String key, short value) {
        return addParameter(key, String.valueOf(value));
    }

    public URLBuilder addParameter(String key, int value) {
        return addParameter(key, String.valueOf(value));
    }

    public URLBuilder addParameter(String key, long value) {
        return addParameter(key, String.valueOf(value));
    }

    public URLBuilder addParameter(String key, float value) {
        return addParameter(key, String.valueOf(value));
    }

    public URLBuilder addParameter(String key, double value) {
        return addParameter(key, String.valueOf(value));
    }

    public URLBuilder addParameter(String key, Enum<?> value) {
        return value == null ? this : addParameter(key, value.toString());
    }

    public URLBuilder addParameter(String key, Number value) {
        return value == null ? this : addParameter(key, value.toString());
    }

    /** Adds {@link URL#encode(String) URL.encode(value)}. */
    public URLBuilder addParameterAndEncoded(String key, String value) {
        return isNotEmpty(value) ? addParameter(key, URL.encode(value)) : this;
    }

    /** Adds the parameter only when it is absent or empty. */
    public URLBuilder addParameterIfAbsent(String key, String value) {
        return hasParameter(key) ? this : addParameter(key, value);
    }

    public URLBuilder addParameters(Map<String, String> parameters) {
        if (parameters != null) {
            for (Map.Entry<String, String> entry : parameters.entrySet()) {
                addParameter(entry.getKey(), entry.getValue());
            }
        }
        return this;
    }

    public URLBuilder addParametersIfAbsent(Map<String, String> parameters) {
        if (parameters != null) {
            for (Map.Entry<String, String> entry : parameters.entrySet()) {
                addParameterIfAbsent(entry.getKey(), entry.getValue());
            }
        }
        return this;
    }

    /**
     * Adds key/value pairs given one after the other.
     *
     * @throws IllegalArgumentException if an odd number of strings is given
     */
    public URLBuilder addParameters(String... pairs) {
        if (pairs == null) {
            return this;
        }
        if (pairs.length % 2 != 0) {
            throw new IllegalArgumentException("Parameter pairs must have an even length (key, value, ...), got "
                    + pairs.length + ": " + Arrays.toString(pairs));
        }
        for (int i = 0; i < pairs.length; i += 2) {
            addParameter(pairs[i], pairs[i + 1]);
        }
        return this;
    }

    /** Adds the parameters of a query string such as {@code k=v&k2=v2}, read as {@link URL#valueOf(String)} does. */
    public URLBuilder addParameterString(String query) {
        return isNotEmpty(query) ? addParameters(URLParser.parseQuery(query)) : this;
    }

    public URLBuilder removeParameter(String key) {
        parameters.remove(key);
        return this;
    }

    public URLBuilder removeParameters(String... keys) {
        return keys == null ? this : removeParameters(Arrays.asList(keys));
    }

    public URLBuilder removeParameters(Collection<String> keys) {
        if (keys != null) {
            parameters.keySet().removeAll(keys);
        }
        return this;
    }

    public URLBuilder clearParameters() {
        parameters.clear();
        return this;
    }

    public String getParameter(String key) {
        return parameters.get(key);
    }

    /** Whether the parameter is present with a non-empty value. */
    public boolean hasParameter(String key) {
        return isNotEmpty(parameters.get(key));
    }

    /** A read-only view of the current parameters. */
    public Map<String, String> getParameters() {
        return Collections.unmodifiableMap(parameters);
    }

    // ------------------------------------------------------------------ attributes

    public URLBuilder putAttribute(String key, Object value) {
        attributes.put(key, value);
        return this;
    }

    public URLBuilder removeAttribute(String key) {
        attributes.remove(key);
        return this;
    }

    public URLBuilder addAttributes(Map<String, Object> attributes) {
        if (attributes != null) {
            this.attributes.putAll(attributes);
        }
        return this;
    }

    public Object getAttribute(String key) {
        return attributes.get(key);
    }

    // ------------------------------------------------------------------ method parameters

    /** Sets {@code {method}.{key}}. */
    public URLBuilder addMethodParameter(String method, String key, String value) {
        if (isNotEmpty(method) && isNotEmpty(key) && isNotEmpty(value)) {
            parameters.put(MethodKeys.of(method, key), value);
        }
        return this;
    }

    public URLBuilder addMethodParameterIfAbsent(String method, String key, String value) {
        if (isNotEmpty(method) && isNotEmpty(key) && isNotEmpty(value)) {
            parameters.putIfAbsent(MethodKeys.of(method, key), value);
        }
        return this;
    }

    /** Sets the parameters of each method: method name to its key-value pairs. */
    public URLBuilder addMethodParameters(Map<String, Map<String, String>> methodParameters) {
        if (methodParameters != null) {
            methodParameters.forEach((method, pairs) -> pairs.forEach((key, value) ->
                    addMethodParameter(method, key, value)));
        }
        return this;
    }

    /** {@code {method}.{key}} if set, else {@code {key}}. */
    public String getMethodParameter(String method, String key) {
        String value = parameters.get(MethodKeys.of(method, key));
        return isNotEmpty(value) ? value : parameters.get(key);
    }

    public boolean hasMethodParameter(String method, String key) {
        return isNotEmpty(getMethodParameter(method, key));
    }

    /** The scope model the built URL belongs to (an attribute). */
    public URLBuilder setScopeModel(org.apache.dubbo.rpc.model.ScopeModel scopeModel) {
        return scopeModel == null ? removeAttribute("scopeModel") : putAttribute("scopeModel", scopeModel);
    }

    private static boolean isNotEmpty(String value) {
        return value != null && !value.isEmpty();
    }
}
