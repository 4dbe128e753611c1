package org.apache.dubbo.common;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.logger.ErrorTypeAwareLogger;
import org.apache.dubbo.common.logger.LoggerFactory;
import org.apache.dubbo.common.utils.StringUtils;

/**
 * A read-only set of string parameters with the typed getters of {@link URL}, as Dubbo 2.x passed them to
 * {@code reset(Parameters)}.
 *
 * @deprecated use {@link URL}
 */
@Deprecated
public class Parameters {

    protected static final ErrorTypeAwareLogger logger = LoggerFactory.getErrorTypeAwareLogger(Parameters.class);

    private final Map<String, String> parameters;

    /** Alternating keys and values. */
    public Parameters(String... pairs) {
        this(toMap(pairs));
    }

    public Parameters(Map<String, String> parameters) {
        this.parameters = Collections.unmodifiableMap(parameters != null ? new HashMap<>(parameters)
                : new HashMap<>(0));
    }

    private static Map<String, String> toMap(String... pairs) {
        Map<String, String> map = new HashMap<>();
        if (pairs == null || pairs.length == 0) {
            return map;
        }
        if (pairs.length % 2 != 0) {
            throw new IllegalArgumentException("pairs must be even.");
        }
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], pairs[i + 1]);
        }
        return map;
    }

    /** The pairs of a query string {@code a=1&b=2}. */
    public static Parameters parseParameters(String query) {
        return new Parameters(StringUtils.parseQueryString(query));
    }

    public Map<String, String> getParameters() {
        return parameters;
    }

    /** The extension of {@code type} named by parameter {@code key}, or the default extension. */
    public <T> T getExtension(Class<T> type, String key) {
        return ExtensionLoader.getExtensionLoader(type).getOrDefaultExtension(getParameter(key));
    }

    public <T> T getExtension(Class<T> type, String key, String defaultValue) {
        String name = getParameter(key, defaultValue);
        return ExtensionLoader.getExtensionLoader(type).getExtension(name);
    }

    public <T> T getMethodExtension(Class<T> type, String method, String key) {
        return ExtensionLoader.getExtensionLoader(type).getOrDefaultExtension(getMethodParameter(method, key));
    }

    public <T> T getMethodExtension(Class<T> type, String method, String key, String defaultValue) {
        String name = getMethodParameter(method, key, defaultValue);
        return ExtensionLoader.getExtensionLoader(type).getExtension(name);
    }

    public String getDecodedParameter(String key) {
        return getDecodedParameter(key, null);
    }

    public String getDecodedParameter(String key, String defaultValue) {
        String value = getParameter(key, defaultValue);
        if (value != null && value.length() > 0) {
            try {
                value = java.net.URLDecoder.decode(value, "UTF-8");
            } catch (java.io.UnsupportedEncodingException | IllegalArgumentException e) {
                logger.error("0-8", "", "", "Cannot decode parameter " + key + "='" + value + "'", e);
            }
        }
        return value;
    }

    /** The value of {@code key}, also found as {@code .key}, {@code default.key} or {@code .default.key}. */
    public String getParameter(String key) {
        String value = parameters.get(key);
        if (StringUtils.isEmpty(value)) {
            value = parameters.get("." + key);
        }
        if (StringUtils.isEmpty(value)) {
            value = parameters.get("default." + key);
        }
        if (StringUtils.isEmpty(value)) {
            value = parameters.get(".default." + key);
        }
        return value;
    }

    public String getParameter(String key, String defaultValue) {
        String value = getParameter(key);
        return StringUtils.isEmpty(value) ? defaultValue : value;
    }

    /** @throws NumberFormatException if the value is not a whole number; 0 when absent */
    public int getIntParameter(String key) {
        String value = getParameter(key);
        return StringUtils.isEmpty(value) ? 0 : Integer.parseInt(value);
    }

    public int getIntParameter(String key, int defaultValue) {
        String value = getParameter(key);
        return StringUtils.isEmpty(value) ? defaultValue : Integer.parseInt(value);
    }

    /** Like {@link #getIntParameter(String, int)}, with {@code defaultValue} also for values {@code <= 0}. */
    public int getPositiveIntParameter(String key, int defaultValue) {
        if (defaultValue <= 0) {
            throw new IllegalArgumentException("defaultValue <= 0");
        }
        int value = getIntParameter(key, defaultValue);
        return value <= 0 ? defaultValue : value;
    }

    public boolean getBooleanParameter(String key) {
        return Boolean.parseBoolean(getParameter(key));
    }

    public boolean getBooleanParameter(String key, boolean defaultValue) {
        String value = getParameter(key);
        return StringUtils.isEmpty(value) ? defaultValue : Boolean.parseBoolean(value);
    }

    public boolean hasParameter(String key) {
        return StringUtils.isNotEmpty(getParameter(key));
    }

    /** {@code method.key}, else {@code key}. */
    public String getMethodParameter(String method, String key) {
        String value = parameters.get(method + "." + key);
        return StringUtils.isEmpty(value) ? getParameter(key) : value;
    }

    public String getMethodParameter(String method, String key, String defaultValue) {
        String value = getMethodParameter(method, key);
        return StringUtils.isEmpty(value) ? defaultValue : value;
    }

    public int getMethodIntParameter(String method, String key) {
        String value = getMethodParameter(method, key);
        return StringUtils.isEmpty(value) ? 0 : Integer.parseInt(value);
    }

    public int getMethodIntParameter(String method, String key, int defaultValue) {
        String value = getMethodParameter(method, key);
        return StringUtils.isEmpty(value) ? defaultValue : Integer.parseInt(value);
    }

    public int getMethodPositiveIntParameter(String method, String key, int defaultValue) {
        if (defaultValue <= 0) {
            throw new IllegalArgumentException("defaultValue <= 0");
        }
        int value = getMethodIntParameter(method, key, defaultValue);
        return value <= 0 ? defaultValue : value;
    }

    public boolean getMethodBooleanParameter(String method, String key) {
        return Boolean.parseBoolean(getMethodParameter(method, key));
    }

    public boolean getMethodBooleanParameter(String method, String key, boolean defaultValue) {
        String value = getMethodParameter(method, key);
        return StringUtils.isEmpty(value) ? defaultValue : Boolean.parseBoolean(value);
    }

    public boolean hasMethodParameter(String method, String key) {
        return StringUtils.isNotEmpty(getMethodParameter(method, key));
    }

    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof Parameters && parameters.equals(((Parameters) o).parameters);
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(parameters);
    }

    @Override
    public String toString() {
        return StringUtils.toQueryString(parameters);
    }
}
