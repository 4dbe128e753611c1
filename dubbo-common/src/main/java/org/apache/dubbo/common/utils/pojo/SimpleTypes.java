package org.apache.dubbo.common.utils.pojo;

import java.time.ZoneId;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalAmount;
import java.util.Calendar;
import java.util.Date;
import java.util.Locale;
import java.util.UUID;

/**
 * The "primitive-like" types: values that both serializations carry natively and that generic invocation therefore
 * passes through unchanged instead of turning them into property maps.
 *
 * <p>The set: primitives and their wrappers, {@link String}, every {@link Number} (so {@code BigDecimal},
 * {@code BigInteger}, atomics), {@link Date} and its {@code java.sql} subclasses, {@link Calendar}, {@link UUID},
 * {@link Locale}, and the {@code java.time} values ({@link TemporalAccessor} such as {@code LocalDate} or
 * {@code Instant}, {@link TemporalAmount} such as {@code Duration}, and {@link ZoneId}). Enums are not in the set:
 * they travel as their names, {@code java.time} enums such as {@code DayOfWeek} included.
 */
final class SimpleTypes {

    private SimpleTypes() {
    }

    static boolean isSimple(Class<?> type) {
        if (type.isPrimitive()) {
            return true;
        }
        if (Enum.class.isAssignableFrom(type)) {
            return false;
        }
        return type == String.class
                || type == Boolean.class
                || type == Character.class
                || Number.class.isAssignableFrom(type)
                || Date.class.isAssignableFrom(type)
                || Calendar.class.isAssignableFrom(type)
                || type == UUID.class
                || type == Locale.class
                || TemporalAccessor.class.isAssignableFrom(type)
                || TemporalAmount.class.isAssignableFrom(type)
                || ZoneId.class.isAssignableFrom(type);
    }

    /** Arrays, of any depth, whose elements are primitive-like: they too travel unchanged. */
    static boolean isSimpleArray(Class<?> type) {
        Class<?> element = type;
        while (element.isArray()) {
            element = element.getComponentType();
        }
        return element != type && isSimple(element);
    }
}
