package org.apache.dubbo.config.bootstrap.builders;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * What a builder has been told, kept as one change per bean property and replayed onto a bean when it is built.
 *
 * <p>A property that was never given, or was given {@code null}, has no change at all, so building leaves the
 * bean's own default in place. Changes are replayed in the order their properties were last given, the order
 * the equivalent setter calls would have been made in; that matters for setters that fill in other properties
 * (a registry address fills an unset protocol and port).
 *
 * @param <C> the bean type
 */
final class BeanSettings<C> {

    private final Map<String, Consumer<? super C>> changes = new LinkedHashMap<>();

    /** Records {@code setter(bean, value)} for {@code property}, replacing what was recorded before; null unsets. */
    <V> void set(String property, V value, BiConsumer<? super C, ? super V> setter) {
        changes.remove(property);
        if (value != null) {
            changes.put(property, bean -> setter.accept(bean, value));
        }
    }

    /**
     * Records that {@code added} goes at the end of the list property, after the elements the bean already holds
     * and those added before; a null collection adds nothing.
     */
    <E> void addAll(String property, Collection<? extends E> added,
                    Function<? super C, ? extends Collection<? extends E>> getter,
                    BiConsumer<? super C, ? super List<E>> setter) {
        if (added == null) {
            return;
        }
        List<E> elements = new ArrayList<>(added);
        Consumer<? super C> earlier = changes.remove(property);
        changes.put(property, bean -> {
            if (earlier != null) {
                earlier.accept(bean);
            }
            List<E> all = new ArrayList<>();
            Collection<? extends E> current = getter.apply(bean);
            if (current != null) {
                all.addAll(current);
            }
            all.addAll(elements);
            setter.accept(bean, all);
        });
    }

    /**
     * Records that {@code added} goes into the map property, over the entries the bean already holds and those
     * put before; a null map adds nothing. The bean gets a map of its own, never the caller's.
     */
    void putAll(String property, Map<String, String> added,
                Function<? super C, ? extends Map<String, String>> getter,
                BiConsumer<? super C, ? super Map<String, String>> setter) {
        if (added == null) {
            return;
        }
        Map<String, String> entries = new LinkedHashMap<>(added);
        Consumer<? super C> earlier = changes.remove(property);
        changes.put(property, bean -> {
            if (earlier != null) {
                earlier.accept(bean);
            }
            Map<String, String> all = new HashMap<>();
            Map<String, String> current = getter.apply(bean);
            if (current != null) {
                all.putAll(current);
            }
            all.putAll(entries);
            setter.accept(bean, all);
        });
    }

    void applyTo(C bean) {
        for (Consumer<? super C> change : changes.values()) {
            change.accept(bean);
        }
    }
}
