package org.apache.dubbo.common.utils;

import org.apache.dubbo.common.utils.pojo.Generalizer;
import org.apache.dubbo.common.utils.pojo.Realizer;

import java.lang.reflect.Type;
import java.util.function.Predicate;

/**
 * Converts between typed objects and the plain form generic invocation uses: a POJO travels as a map of property
 * name → value with a {@code "class"} entry naming its type, and collections travel as lists, sets and maps.
 *
 * <h2>Generalising ({@link #generalize(Object)})</h2>
 * <ul>
 *   <li>{@code null} stays {@code null}.</li>
 *   <li>Primitive-like values stay as they are: primitives and their wrappers, {@code String}, every {@code Number}
 *       ({@code BigDecimal}, {@code BigInteger}, ...), {@code Date}, {@code Calendar}, {@code UUID}, {@code Locale}
 *       and the {@code java.time} values ({@code LocalDate}, {@code Instant}, {@code Duration}, {@code ZoneId},
 *       ...), which both serializations carry natively. Arrays of them (any depth) stay too.</li>
 *   <li>An enum becomes its name, a {@code Class} its name.</li>
 *   <li>Throwables stay as they are: a generic call reports exceptions through its own channel, and a property
 *       map of a throwable (stack trace, cause, suppressed) would be both large and useless to rebuild.</li>
 *   <li>A {@code Map} becomes a {@code HashMap} with keys and values generalised (a {@code "class"} key in it is
 *       kept as data), a {@code LinkedHashMap} when the source has an order ({@code LinkedHashMap},
 *       {@code SortedMap}). A {@code Set} becomes a {@code HashSet} ({@code LinkedHashSet} when ordered), any other
 *       collection an {@code ArrayList}. An array becomes an {@code Object[]}, an enum array a {@code String[]}, as
 *       in Apache Dubbo. Elements are generalised.</li>
 *   <li>Any other object becomes a {@code HashMap} holding {@code "class"} → its class name and each readable
 *       property → its generalised value, properties whose value is {@code null} omitted. Readable properties are
 *       public getters ({@code getX()}, {@code isX()} returning a boolean) and public non-static non-transient
 *       fields; a property is named after its getter with the first letter lower-cased, as Apache Dubbo does
 *       ({@code getURL()} → {@code uRL}).</li>
 *   <li>An object met twice in one call, in a cycle or shared, becomes the same map (or list) both times.</li>
 * </ul>
 *
 * <h2>Realising ({@link #realize(Object, Class, Type, Predicate)})</h2>
 * <ul>
 *   <li>A map with a {@code "class"} entry becomes an instance of the class it names, which must be allowed by the
 *       class name filter and be assignable to the declared type. Unknown class names fall back to the declared
 *       type (as in Apache Dubbo, so a caller may use its own copy of a DTO); refused ones are an error. Where the
 *       declared type is itself a {@code Map} type, the map stays a map and {@code "class"} is just a key.</li>
 *   <li>A map without {@code "class"} becomes an instance of the declared type, or stays a map when the declared
 *       type is {@code Object} (or another supertype of maps).</li>
 *   <li>Instances are made with their no-arg constructor (private ones too for application classes); a class
 *       without one is an error naming it. Properties are written with public setters ({@code uRL} and
 *       {@code URL} both find {@code setURL}), else directly to fields; keys naming no property are ignored, and a
 *       {@code null} for a primitive property leaves its default. Each value is realised against the property's
 *       declared generic type, with type variables bound through the target's generic type and superclasses
 *       ({@code Result<User>}, {@code class Users extends ArrayList<User>}).</li>
 *   <li>Collections and arrays are rebuilt element by element into the declared container type (its own class if
 *       concrete, else {@code ArrayList}, {@code LinkedHashSet}, {@code TreeSet}, {@code LinkedList},
 *       {@code LinkedHashMap}, ... whichever fits), elements realised against the declared element type.</li>
 *   <li>Scalars: a string becomes an enum constant, a {@code Class}, a number, a boolean, a {@code char}, a
 *       {@code UUID} or an ISO-8601 {@code java.time} value as the target asks; numbers convert between numeric
 *       types when the value fits exactly ({@code 3000000000L} into an {@code int} or {@code 1.5} into a
 *       {@code long} is an error); a {@code Character} becomes a {@code String}.</li>
 *   <li>A value already of the target type is returned as is (containers are still rebuilt, because their
 *       elements may need realising).</li>
 *   <li>Errors are {@link IllegalArgumentException}s that say where in the value the problem is
 *       ({@code items[2].price}) and what it is.</li>
 * </ul>
 *
 * <h2>Security</h2>
 * Realising instantiates classes and calls their setters, and the class names come from the peer. Every class
 * named in the input is therefore shown to a filter before it is even loaded; the RPC layer passes the
 * serialization class policy. {@link #ANY_CLASS} allows everything and is meant only for trusted input; the
 * overloads without a filter use it.
 */
public class PojoUtils {

    /** A filter that allows every class: only for input that does not come from a peer. */
    public static final Predicate<String> ANY_CLASS = className -> true;

    /** Public only because Apache Dubbo's is; every method is static. */
    public PojoUtils() {
    }

    /** The plain form of {@code pojo}; see the class documentation for the rules. */
    public static Object generalize(Object pojo) {
        return Generalizer.generalize(pojo);
    }

    /** The plain form of each element; objects shared between elements stay shared. */
    public static Object[] generalize(Object[] objects) {
        return Generalizer.generalize(objects);
    }

    /** Like {@link #realize(Object, Class, Type, Predicate)} with {@link #ANY_CLASS}: trusted input only. */
    public static Object realize(Object value, Class<?> type) {
        return Realizer.realize(value, type, type, ANY_CLASS);
    }

    /** Like {@link #realize(Object, Class, Type, Predicate)} with {@link #ANY_CLASS}: trusted input only. */
    public static Object realize(Object value, Class<?> type, Type genericType) {
        return Realizer.realize(value, type, genericType, ANY_CLASS);
    }

    /**
     * {@code value} as an instance of {@code type}; see the class documentation for the rules.
     *
     * @param genericType      the declared generic type ({@code List<User>}), or null for {@code type} itself
     * @param classNameAllowed sees every class name the value mentions before it is loaded; false refuses it
     * @throws IllegalArgumentException when the value cannot be realised or names a refused class
     */
    public static Object realize(Object value, Class<?> type, Type genericType, Predicate<String> classNameAllowed) {
        return Realizer.realize(value, type, genericType, classNameAllowed);
    }

    /** Like {@link #realize(Object[], Class[], Type[], Predicate)} with {@link #ANY_CLASS}: trusted input only. */
    public static Object[] realize(Object[] objects, Class<?>[] types) {
        return Realizer.realize(objects, types, null, ANY_CLASS);
    }

    /** Like {@link #realize(Object[], Class[], Type[], Predicate)} with {@link #ANY_CLASS}: trusted input only. */
    public static Object[] realize(Object[] objects, Class<?>[] types, Type[] genericTypes) {
        return Realizer.realize(objects, types, genericTypes, ANY_CLASS);
    }

    /**
     * {@code objects[i]} as an instance of {@code types[i]}, for method arguments; objects shared between arguments
     * stay shared.
     *
     * @param genericTypes may be null, meaning the plain {@code types}
     * @throws IllegalArgumentException when the lengths differ, or an argument cannot be realised (the message
     *                                  names the argument index)
     */
    public static Object[] realize(Object[] objects, Class<?>[] types, Type[] genericTypes,
            Predicate<String> classNameAllowed) {
        return Realizer.realize(objects, types, genericTypes, classNameAllowed);
    }

    /**
     * Builds a {@code type} from a property map, as {@link #realize(Object, Class)} does (nested maps become the
     * declared property types). Declares Apache Dubbo's checked exception so callers written against it compile;
     * problems with the map are reported as {@link IllegalArgumentException}s like {@code realize}'s.
     */
    @SuppressWarnings("unchecked")
    public static <T> T mapToPojo(java.util.Map<String, Object> map, Class<T> type)
            throws ReflectiveOperationException {
        if (map == null) {
            return null;
        }
        return (T) realize(map, type);
    }

    /**
     * Sets a property only when it has no value yet: calls {@code setter} with {@code value} when {@code value} is
     * not {@code null} and {@code getter} returns {@code null}.
     */
    public static <T> void updatePropertyIfAbsent(java.util.function.Supplier<T> getter,
            java.util.function.Consumer<T> setter, T value) {
        if (value != null && getter.get() == null) {
            setter.accept(value);
        }
    }

    /**
     * True when {@link #generalize} turns instances of {@code type} into a property map: anything but
     * primitive-like types, enums, arrays, collections, maps, throwables and {@code Class}.
     */
    public static boolean isPojo(Class<?> type) {
        return Generalizer.isPojoType(type);
    }
}
