package com.alibaba.dubbo.common;

import java.util.Collection;
import java.util.Map;

import org.apache.dubbo.compatible.LegacyForms;

/**
 * Dubbo 2.6's URL: the same immutable value as {@link org.apache.dubbo.common.URL}, whose mutators return this type
 * so that 2.6 code chaining them ({@code url.addParameter(..).setPath(..)}) compiles and runs unchanged. Converting
 * from the current type is {@link #URL(org.apache.dubbo.common.URL)}; the current type is what every Dubbo Tuned
 * API takes, and this class is one.
 */
@Deprecated
public class URL extends org.apache.dubbo.common.URL {

    private static final long serialVersionUID = 1L;

    /** An empty URL, for subclasses. */
    protected URL() {
        super(null, null, 0);
    }

    /** The same value as {@code url} (its runtime attributes are not part of the value and are not copied). */
    public URL(org.apache.dubbo.common.URL url) {
        super(url.getProtocol(), url.getUsername(), url.getPassword(), url.getHost(), url.getPort(), url.getPath(),
                url.getParameters());
    }

    public URL(String protocol, String host, int port) {
        super(protocol, host, port);
    }

    public URL(String protocol, String host, int port, String[] pairs) {
        super(protocol, host, port, pairs);
    }

    public URL(String protocol, String host, int port, Map<String, String> parameters) {
        super(protocol, host, port, parameters);
    }

    public URL(String protocol, String host, int port, String path) {
        super(protocol, host, port, path);
    }

    public URL(String protocol, String host, int port, String path, String... pairs) {
        super(protocol, host, port, path, pairs);
    }

    public URL(String protocol, String host, int port, String path, Map<String, String> parameters) {
        super(protocol, host, port, path, parameters);
    }

    public URL(String protocol, String username, String password, String host, int port, String path) {
        super(protocol, username, password, host, port, path);
    }

    public URL(String protocol, String username, String password, String host, int port, String path,
               String... pairs) {
        super(protocol, username, password, host, port, path, pairs);
    }

    public URL(String protocol, String username, String password, String host, int port, String path,
               Map<String, String> parameters) {
        super(protocol, username, password, host, port, path, parameters);
    }

    public static URL valueOf(String url) {
        return new URL(org.apache.dubbo.common.URL.valueOf(url));
    }

    public static String encode(String value) {
        return org.apache.dubbo.common.URL.encode(value);
    }

    public static String decode(String value) {
        return org.apache.dubbo.common.URL.decode(value);
    }

    /** The value of parameter {@code key} read as a URL, or null when it has none. */
    public URL getUrlParameter(String key) {
        String value = getParameterAndDecoded(key);
        return value == null || value.isEmpty() ? null : valueOf(value);
    }

    /**
     * The parameter as written, with the URL's own fields answering their names ({@code protocol}, {@code host},
     * {@code port}, {@code path}, {@code username}, {@code password}) as in 2.6.
     */
    public String getRawParameter(String key) {
        switch (key) {
            case "protocol":
                return getProtocol();
            case "username":
                return getUsername();
            case "password":
                return getPassword();
            case "host":
                return getHost();
            case "port":
                return String.valueOf(getPort());
            case "path":
                return getPath();
            default:
                return getParameter(key);
        }
    }

    /** The identity string with only the parameters named. */
    public String toIdentityString(String... parameterKeys) {
        org.apache.dubbo.common.URL identity = new org.apache.dubbo.common.URL(getProtocol(), getUsername(),
                getPassword(), getHost(), getPort(), getPath());
        String base = identity.toIdentityString();
        String parameters = toParameterString(parameterKeys);
        return parameters.isEmpty() ? base : base + "?" + parameters;
    }

    /** The service string as written, without resolving the host name to an address. */
    public String toServiceStringWithoutResolving() {
        return toServiceString();
    }

    /** The current-API form of this URL. */
    public org.apache.dubbo.common.URL getOriginalURL() {
        return this;
    }

    @Override
    public URL setProtocol(String protocol) {
        return LegacyForms.url(super.setProtocol(protocol));
    }

    @Override
    public URL setUsername(String username) {
        return LegacyForms.url(super.setUsername(username));
    }

    @Override
    public URL setPassword(String password) {
        return LegacyForms.url(super.setPassword(password));
    }

    @Override
    public URL setHost(String host) {
        return LegacyForms.url(super.setHost(host));
    }

    @Override
    public URL setPort(int port) {
        return LegacyForms.url(super.setPort(port));
    }

    @Override
    public URL setAddress(String address) {
        return LegacyForms.url(super.setAddress(address));
    }

    @Override
    public URL setPath(String path) {
        return LegacyForms.url(super.setPath(path));
    }

    @Override
    public URL setServiceInterface(String service) {
        return LegacyForms.url(super.setServiceInterface(service));
    }

    @Override
    public URL addParameterAndEncoded(String key, String value) {
        return LegacyForms.url(super.addParameterAndEncoded(key, value));
    }

    @Override
    public URL addParameter(String key, boolean value) {
        return LegacyForms.url(super.addParameter(key, value));
    }

    @Override
    public URL addParameter(String key, char value) {
        return LegacyForms.url(super.addParameter(key, value));
    }

    @Override
    public URL addParameter(String key, byte value) {
        return LegacyForms.url(super.addParameter(key, value));
    }

    @Override
    public URL addParameter(String key, short value) {
        return LegacyForms.url(super.addParameter(key, value));
    }

    @Override
    public URL addParameter(String key, int value) {
        return LegacyForms.url(super.addParameter(key, value));
    }

    @Override
    public URL addParameter(String key, long value) {
        return LegacyForms.url(super.addParameter(key, value));
    }

    @Override
    public URL addParameter(String key, float value) {
        return LegacyForms.url(super.addParameter(key, value));
    }

    @Override
    public URL addParameter(String key, double value) {
        return LegacyForms.url(super.addParameter(key, value));
    }

    @Override
    public URL addParameter(String key, Enum<?> value) {
        return LegacyForms.url(super.addParameter(key, value));
    }

    @Override
    public URL addParameter(String key, Number value) {
        return LegacyForms.url(super.addParameter(key, value));
    }

    @Override
    public URL addParameter(String key, CharSequence value) {
        return LegacyForms.url(super.addParameter(key, value));
    }

    @Override
    public URL addParameter(String key, String value) {
        return LegacyForms.url(super.addParameter(key, value));
    }

    @Override
    public URL addParameterIfAbsent(String key, String value) {
        return LegacyForms.url(super.addParameterIfAbsent(key, value));
    }

    @Override
    public URL addParameters(Map<String, String> parameters) {
        return LegacyForms.url(super.addParameters(parameters));
    }

    @Override
    public URL addParametersIfAbsent(Map<String, String> parameters) {
        return LegacyForms.url(super.addParametersIfAbsent(parameters));
    }

    @Override
    public URL addParameters(String... pairs) {
        return LegacyForms.url(super.addParameters(pairs));
    }

    @Override
    public URL addParameterString(String query) {
        return LegacyForms.url(super.addParameterString(query));
    }

    @Override
    public URL removeParameter(String key) {
        return LegacyForms.url(super.removeParameter(key));
    }

    @Override
    public URL removeParameters(Collection<String> keys) {
        return LegacyForms.url(super.removeParameters(keys));
    }

    @Override
    public URL removeParameters(String... keys) {
        return LegacyForms.url(super.removeParameters(keys));
    }

    @Override
    public URL clearParameters() {
        return LegacyForms.url(super.clearParameters());
    }
}
