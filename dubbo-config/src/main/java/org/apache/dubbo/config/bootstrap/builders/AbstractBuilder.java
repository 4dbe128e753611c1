package org.apache.dubbo.config.bootstrap.builders;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Function;

import org.apache.dubbo.config.AbstractConfig;

/**
 * The root of the fluent config builders: one method per bean property, then {@link #build()} for a new bean.
 *
 * <p>Only what was given reaches the bean: a property never given (or given {@code null}) keeps the bean's
 * default, so that provider, consumer and externalized settings can still fill it in. Setter validation runs
 * when the bean is built, and its error names the property and the value.
 *
 * @param <C> the config bean built
 * @param <B> the concrete builder, returned by every fluent method
 */
public abstract class AbstractBuilder<C extends AbstractConfig, B extends AbstractBuilder<C, B>> {

    private final BeanSettings<C> settings = new BeanSettings<>();

    public B id(String id) {
        return set("id", id, AbstractConfig::setId);
    }

    /** Whether the bean is the default one of its type when several are declared. */
    public B isDefault(Boolean isDefault) {
        return set("default", isDefault, AbstractConfig::setDefault);
    }

    protected abstract B getThis();

    /** Applies what this builder was given to an existing bean, leaving its other properties as they are. */
    public void build(C instance) {
        settings.applyTo(instance);
    }

    /** A new bean holding what this builder was given; each call returns a bean of its own. */
    public abstract C build();

    final <V> B set(String property, V value, BiConsumer<? super C, ? super V> setter) {
        settings.set(property, value, setter);
        return getThis();
    }

    final <E> B addAll(String property, Collection<? extends E> added,
                       Function<? super C, ? extends Collection<? extends E>> getter,
                       BiConsumer<? super C, ? super List<E>> setter) {
        settings.addAll(property, added, getter, setter);
        return getThis();
    }

    /** Adds entries to the free-form {@code parameters} map of beans that have one. */
    final B putParameters(Map<String, String> added, Function<? super C, ? extends Map<String, String>> getter,
                          BiConsumer<? super C, ? super Map<String, String>> setter) {
        if (added != null) {
            for (Map.Entry<String, String> entry : added.entrySet()) {
                if (entry.getKey() == null) {
                    throw new IllegalArgumentException("Parameter key must not be null (value '" + entry.getValue()
                            + "')");
                }
            }
        }
        settings.putAll("parameters", added, getter, setter);
        return getThis();
    }
}
