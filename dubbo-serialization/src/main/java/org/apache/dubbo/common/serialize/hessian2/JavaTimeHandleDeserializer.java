package org.apache.dubbo.common.serialize.hessian2;

import java.io.IOException;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;

import com.alibaba.com.caucho.hessian.io.AbstractDeserializer;
import com.alibaba.com.caucho.hessian.io.AbstractHessianInput;
import com.alibaba.com.caucho.hessian.io.java8.LocalDateHandle;
import com.alibaba.com.caucho.hessian.io.java8.LocalDateTimeHandle;
import com.alibaba.com.caucho.hessian.io.java8.LocalTimeHandle;

/**
 * Reads the handles hessian-lite writes for {@link LocalDate}, {@link LocalTime} and {@link LocalDateTime} straight
 * into the value. hessian-lite would instantiate the handle, set its fields reflectively and call its
 * {@code readResolve}, which looks the factory method up reflectively for every value — five times per {@code User}.
 * Fields are matched by name, so a peer that adds or reorders fields is still read; unknown fields are skipped.
 */
final class JavaTimeHandleDeserializer extends AbstractDeserializer {

    private enum Kind { DATE, TIME, DATE_TIME }

    static final JavaTimeHandleDeserializer LOCAL_DATE = new JavaTimeHandleDeserializer(Kind.DATE, LocalDate.class);
    static final JavaTimeHandleDeserializer LOCAL_TIME = new JavaTimeHandleDeserializer(Kind.TIME, LocalTime.class);
    static final JavaTimeHandleDeserializer LOCAL_DATE_TIME =
            new JavaTimeHandleDeserializer(Kind.DATE_TIME, LocalDateTime.class);

    private final Kind kind;
    private final Class<?> type;

    private JavaTimeHandleDeserializer(Kind kind, Class<?> type) {
        this.kind = kind;
        this.type = type;
    }

    /** The deserializer for a handle class, or null if it is not one of the three. */
    static JavaTimeHandleDeserializer forHandle(Class<?> handle) {
        if (handle == LocalDateHandle.class) {
            return LOCAL_DATE;
        }
        if (handle == LocalTimeHandle.class) {
            return LOCAL_TIME;
        }
        if (handle == LocalDateTimeHandle.class) {
            return LOCAL_DATE_TIME;
        }
        return null;
    }

    @Override
    public Class getType() {
        return type;
    }

    @Override
    public Object readObject(AbstractHessianInput in, String[] fieldNames) throws IOException {
        // the handle takes a reference slot, as hessian-lite's own reading does; it is filled with the value
        int ref = in.addRef(null);
        int year = 0;
        int month = 1;
        int day = 1;
        int hour = 0;
        int minute = 0;
        int second = 0;
        int nano = 0;
        Object date = null;
        Object time = null;
        for (String field : fieldNames) {
            switch (field == null ? "" : field) { // a class definition may name no field
                case "year":
                    year = in.readInt();
                    break;
                case "month":
                    month = in.readInt();
                    break;
                case "day":
                    day = in.readInt();
                    break;
                case "hour":
                    hour = in.readInt();
                    break;
                case "minute":
                    minute = in.readInt();
                    break;
                case "second":
                    second = in.readInt();
                    break;
                case "nano":
                    nano = in.readInt();
                    break;
                case "date":
                    date = in.readObject();
                    break;
                case "time":
                    time = in.readObject();
                    break;
                default:
                    in.readObject();
            }
        }
        Object value;
        try {
            switch (kind) {
                case DATE:
                    value = LocalDate.of(year, month, day);
                    break;
                case TIME:
                    value = LocalTime.of(hour, minute, second, nano);
                    break;
                default:
                    value = date == null || time == null ? null : LocalDateTime.of(as(LocalDate.class, date),
                            as(LocalTime.class, time));
            }
        } catch (DateTimeException e) {
            throw new IOException("Malformed " + type.getName() + " in the hessian2 data: " + e.getMessage(), e);
        }
        in.setRef(ref, value);
        return value;
    }

    private static <T> T as(Class<T> expected, Object field) throws IOException {
        if (!expected.isInstance(field)) {
            throw new IOException("Malformed " + LocalDateTime.class.getName() + " in the hessian2 data: its "
                    + expected.getSimpleName() + " part is a " + field.getClass().getName());
        }
        return expected.cast(field);
    }
}
