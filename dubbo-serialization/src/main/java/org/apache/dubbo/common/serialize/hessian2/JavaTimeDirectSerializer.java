package org.apache.dubbo.common.serialize.hessian2;

import java.io.IOException;
import java.lang.reflect.Field;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToLongFunction;

import com.alibaba.com.caucho.hessian.io.AbstractHessianOutput;
import com.alibaba.com.caucho.hessian.io.AbstractSerializer;
import com.alibaba.com.caucho.hessian.io.java8.DurationHandle;
import com.alibaba.com.caucho.hessian.io.java8.InstantHandle;
import com.alibaba.com.caucho.hessian.io.java8.LocalDateHandle;
import com.alibaba.com.caucho.hessian.io.java8.LocalDateTimeHandle;
import com.alibaba.com.caucho.hessian.io.java8.LocalTimeHandle;
import com.alibaba.com.caucho.hessian.io.java8.OffsetDateTimeHandle;
import com.alibaba.com.caucho.hessian.io.java8.ZoneOffsetHandle;
import com.alibaba.com.caucho.hessian.io.java8.ZonedDateTimeHandle;

/**
 * Writes the common {@code java.time} values in exactly the bytes hessian-lite writes for them — an instance of
 * its handle class ({@code LocalDateHandle} and friends) — without building the handle: hessian-lite's handle
 * constructors look the value's getters up and call them reflectively, for every value, which made dates the
 * largest cost and allocation of writing a {@code User}. The class definition is the handle class's, in hessian's
 * field order ({@link FieldTableSerializer#hessianFieldOrder}); each field's value is read from the
 * {@code java.time} value directly.
 *
 * <p>hessian-lite gives every handle a back-reference slot (a fresh object, so never referenced again); a fresh
 * marker object takes the same slot here, so that references to later objects keep their numbers.
 */
final class JavaTimeDirectSerializer extends AbstractSerializer {

    private static final Map<Class<?>, JavaTimeDirectSerializer> BY_TYPE = new HashMap<>();

    static {
        Map<String, Object> parts = new HashMap<>();
        parts.put("year", (ToLongFunction<LocalDate>) LocalDate::getYear);
        parts.put("month", (ToLongFunction<LocalDate>) LocalDate::getMonthValue);
        parts.put("day", (ToLongFunction<LocalDate>) LocalDate::getDayOfMonth);
        register(LocalDate.class, LocalDateHandle.class, parts);

        parts = new HashMap<>();
        parts.put("hour", (ToLongFunction<LocalTime>) LocalTime::getHour);
        parts.put("minute", (ToLongFunction<LocalTime>) LocalTime::getMinute);
        parts.put("second", (ToLongFunction<LocalTime>) LocalTime::getSecond);
        parts.put("nano", (ToLongFunction<LocalTime>) LocalTime::getNano);
        register(LocalTime.class, LocalTimeHandle.class, parts);

        parts = new HashMap<>();
        parts.put("date", (Function<LocalDateTime, Object>) LocalDateTime::toLocalDate);
        parts.put("time", (Function<LocalDateTime, Object>) LocalDateTime::toLocalTime);
        register(LocalDateTime.class, LocalDateTimeHandle.class, parts);

        parts = new HashMap<>();
        parts.put("seconds", (ToLongFunction<Instant>) Instant::getEpochSecond);
        parts.put("nanos", (ToLongFunction<Instant>) Instant::getNano);
        register(Instant.class, InstantHandle.class, parts);

        parts = new HashMap<>();
        parts.put("seconds", (ToLongFunction<Duration>) Duration::getSeconds);
        parts.put("nanos", (ToLongFunction<Duration>) Duration::getNano);
        register(Duration.class, DurationHandle.class, parts);

        parts = new HashMap<>();
        parts.put("seconds", (ToLongFunction<ZoneOffset>) ZoneOffset::getTotalSeconds);
        register(ZoneOffset.class, ZoneOffsetHandle.class, parts);

        parts = new HashMap<>();
        parts.put("dateTime", (Function<OffsetDateTime, Object>) OffsetDateTime::toLocalDateTime);
        parts.put("offset", (Function<OffsetDateTime, Object>) OffsetDateTime::getOffset);
        register(OffsetDateTime.class, OffsetDateTimeHandle.class, parts);

        parts = new HashMap<>();
        parts.put("dateTime", (Function<ZonedDateTime, Object>) ZonedDateTime::toLocalDateTime);
        parts.put("offset", (Function<ZonedDateTime, Object>) ZonedDateTime::getOffset);
        parts.put("zoneId", (Function<ZonedDateTime, Object>) z -> z.getZone().getId());
        register(ZonedDateTime.class, ZonedDateTimeHandle.class, parts);
    }

    private final String handleClassName;
    private final String[] fieldNames;
    /** Per field: a {@link ToLongFunction} for an {@code int} or {@code long} field, else a {@link Function}. */
    private final Object[] getters;
    /** Per field: 'I' (int), 'J' (long), 'S' (string) or 'L' (any object). */
    private final char[] kinds;

    private JavaTimeDirectSerializer(String handleClassName, String[] fieldNames, Object[] getters, char[] kinds) {
        this.handleClassName = handleClassName;
        this.fieldNames = fieldNames;
        this.getters = getters;
        this.kinds = kinds;
    }

    /** The direct serializer for {@code type}, or null if it is not one of the types written directly. */
    static JavaTimeDirectSerializer forType(Class<?> type) {
        return BY_TYPE.get(type);
    }

    /**
     * Registers {@code type} if every field of its handle class has a getter here, of the right shape; otherwise
     * (a hessian-lite whose handle differs) the type stays with {@link JavaTimeHandleSerializer}.
     */
    private static void register(Class<?> type, Class<?> handle, Map<String, Object> parts) {
        List<Field> fields = FieldTableSerializer.hessianFieldOrder(handle);
        String[] names = new String[fields.size()];
        Object[] getters = new Object[fields.size()];
        char[] kinds = new char[fields.size()];
        for (int i = 0; i < names.length; i++) {
            Field field = fields.get(i);
            Object getter = parts.get(field.getName());
            Class<?> fieldType = field.getType();
            char kind = fieldType == int.class ? 'I' : fieldType == long.class ? 'J'
                    : fieldType == String.class ? 'S' : fieldType.isPrimitive() ? '?' : 'L';
            boolean numeric = kind == 'I' || kind == 'J';
            if (getter == null || kind == '?' || numeric != getter instanceof ToLongFunction) {
                return;
            }
            names[i] = field.getName();
            getters[i] = getter;
            kinds[i] = kind;
        }
        BY_TYPE.put(type, new JavaTimeDirectSerializer(handle.getName(), names, getters, kinds));
    }

    @Override
    @SuppressWarnings("unchecked")
    public void writeObject(Object obj, AbstractHessianOutput out) throws IOException {
        if (obj == null) {
            out.writeNull();
            return;
        }
        out.addRef(new Object()); // the slot hessian-lite's fresh handle would take
        int ref = out.writeObjectBegin(handleClassName);
        if (ref < -1) {
            for (int i = 0; i < fieldNames.length; i++) {
                out.writeString(fieldNames[i]);
                writeField(i, obj, out);
            }
            out.writeMapEnd();
            return;
        }
        if (ref == -1) {
            out.writeClassFieldLength(fieldNames.length);
            for (String name : fieldNames) {
                out.writeString(name);
            }
            out.writeObjectBegin(handleClassName);
        }
        for (int i = 0; i < fieldNames.length; i++) {
            writeField(i, obj, out);
        }
    }

    @SuppressWarnings("unchecked")
    private void writeField(int i, Object obj, AbstractHessianOutput out) throws IOException {
        switch (kinds[i]) {
            case 'I':
                out.writeInt((int) ((ToLongFunction<Object>) getters[i]).applyAsLong(obj));
                break;
            case 'J':
                out.writeLong(((ToLongFunction<Object>) getters[i]).applyAsLong(obj));
                break;
            case 'S':
                out.writeString((String) ((Function<Object, Object>) getters[i]).apply(obj));
                break;
            default:
                out.writeObject(((Function<Object, Object>) getters[i]).apply(obj));
        }
    }
}
