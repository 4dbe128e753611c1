package org.apache.dubbo.common.extension;

import java.lang.reflect.Method;
import java.util.Arrays;

/**
 * How the adaptive extension picks the extension for one {@link Adaptive} method: where the call's URL is
 * and which of its parameters name the extension.
 */
final class AdaptiveMethod {

    /** The key that reads the URL's protocol rather than a parameter. */
    static final String PROTOCOL_KEY = "protocol";

    private final Class<?> type;
    private final Method method;
    private final UrlAccess urls;
    private final String[] keys;
    private final int urlArgument;
    /** {@code getUrl()} of the argument carrying the URL; {@code null} when the argument is the URL. */
    private final Method urlGetter;

    private AdaptiveMethod(Class<?> type, Method method, UrlAccess urls, String[] keys, int urlArgument,
                           Method urlGetter) {
        this.type = type;
        this.method = method;
        this.urls = urls;
        this.keys = keys;
        this.urlArgument = urlArgument;
        this.urlGetter = urlGetter;
    }

    /**
     * @throws IllegalStateException if no argument of {@code method} is or carries a URL
     */
    static AdaptiveMethod of(Class<?> type, Method method, UrlAccess urls) {
        String[] keys = method.getAnnotation(Adaptive.class).value();
        if (keys.length == 0) {
            keys = new String[] {defaultKey(type)};
        }
        Class<?>[] parameterTypes = method.getParameterTypes();
        for (int i = 0; i < parameterTypes.length; i++) {
            if (urls.isUrlType(parameterTypes[i])) {
                return new AdaptiveMethod(type, method, urls, keys, i, null);
            }
        }
        for (int i = 0; i < parameterTypes.length; i++) {
            Method getter = urls.urlGetter(parameterTypes[i]);
            if (getter != null) {
                return new AdaptiveMethod(type, method, urls, keys, i, getter);
            }
        }
        throw new IllegalStateException("Cannot build the adaptive extension of " + type.getName()
                + ": @Adaptive method " + method.getName() + " has no " + urls.urlClassName()
                + " argument and no argument with getUrl()");
    }

    /** {@code LoadBalance} gives {@code load.balance}: a dot before every capital but the first, lower case. */
    static String defaultKey(Class<?> type) {
        String simpleName = type.getSimpleName();
        StringBuilder key = new StringBuilder(simpleName.length() + 4);
        for (int i = 0; i < simpleName.length(); i++) {
            char c = simpleName.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                if (i > 0) {
                    key.append('.');
                }
                key.append((char) (c - 'A' + 'a'));
            } else {
                key.append(c);
            }
        }
        return key.toString();
    }

    /**
     * The name of the extension this call goes to.
     *
     * @param defaultName the {@link SPI} default, or {@code null}
     */
    String extensionName(Object[] args, String defaultName) {
        Object url = url(args);
        for (String key : keys) {
            String name = PROTOCOL_KEY.equals(key) ? urls.protocol(url) : urls.parameter(url, key);
            if (name != null && !name.isEmpty()) {
                return name;
            }
        }
        if (defaultName != null) {
            return defaultName;
        }
        throw new IllegalStateException("Cannot choose the " + type.getName() + " extension for " + method.getName()
                + ": the URL " + url + " sets none of " + Arrays.toString(keys)
                + " and the interface has no default extension");
    }

    private Object url(Object[] args) {
        Object argument = args[urlArgument];
        String argumentType = method.getParameterTypes()[urlArgument].getName();
        if (argument == null) {
            throw new IllegalArgumentException("Argument " + urlArgument + " (" + argumentType + ") of "
                    + type.getName() + "." + method.getName() + " is null, so no extension can be chosen");
        }
        if (urlGetter == null) {
            return argument;
        }
        Object url;
        try {
            url = urlGetter.invoke(argument);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Cannot read the URL of argument " + urlArgument + " of "
                    + type.getName() + "." + method.getName(), e);
        }
        if (url == null) {
            throw new IllegalArgumentException("getUrl() of argument " + urlArgument + " (" + argumentType + ") of "
                    + type.getName() + "." + method.getName() + " returned null, so no extension can be chosen");
        }
        return url;
    }
}
