package org.apache.dubbo.common.serialize.hessian2;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.MonthDay;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.HashMap;
import java.util.Map;

import com.alibaba.com.caucho.hessian.io.AbstractHessianOutput;
import com.alibaba.com.caucho.hessian.io.AbstractSerializer;
import com.alibaba.com.caucho.hessian.io.java8.DurationHandle;
import com.alibaba.com.caucho.hessian.io.java8.InstantHandle;
import com.alibaba.com.caucho.hessian.io.java8.LocalDateHandle;
import com.alibaba.com.caucho.hessian.io.java8.LocalDateTimeHandle;
import com.alibaba.com.caucho.hessian.io.java8.LocalTimeHandle;
import com.alibaba.com.caucho.hessian.io.java8.MonthDayHandle;
import com.alibaba.com.caucho.hessian.io.java8.OffsetDateTimeHandle;
import com.alibaba.com.caucho.hessian.io.java8.OffsetTimeHandle;
import com.alibaba.com.caucho.hessian.io.java8.PeriodHandle;
import com.alibaba.com.caucho.hessian.io.java8.YearHandle;
import com.alibaba.com.caucho.hessian.io.java8.YearMonthHandle;
import com.alibaba.com.caucho.hessian.io.java8.ZoneOffsetHandle;
import com.alibaba.com.caucho.hessian.io.java8.ZonedDateTimeHandle;

/**
 * Writes a {@code java.time} value as the very handle object hessian-lite writes for it ({@code LocalDateHandle} and
 * friends, so the bytes are the same), but builds the handle with a plain constructor call: hessian-lite looks the
 * handle's constructor up reflectively for every value, which was the largest single cost of writing a {@code User}
 * (a third of the provider's samples in getUser).
 */
final class JavaTimeHandleSerializer extends AbstractSerializer {

    /** Builds the handle of one java.time type. */
    private interface HandleFactory {
        Object handleOf(Object value);
    }

    private static final Map<Class<?>, JavaTimeHandleSerializer> BY_TYPE = new HashMap<>();

    static {
        register(LocalDate.class, LocalDateHandle::new);
        register(LocalTime.class, LocalTimeHandle::new);
        register(LocalDateTime.class, LocalDateTimeHandle::new);
        register(Instant.class, InstantHandle::new);
        register(Duration.class, DurationHandle::new);
        register(Period.class, PeriodHandle::new);
        register(Year.class, YearHandle::new);
        register(YearMonth.class, YearMonthHandle::new);
        register(MonthDay.class, MonthDayHandle::new);
        register(OffsetDateTime.class, OffsetDateTimeHandle::new);
        register(OffsetTime.class, OffsetTimeHandle::new);
        register(ZoneOffset.class, ZoneOffsetHandle::new);
        register(ZonedDateTime.class, ZonedDateTimeHandle::new);
    }

    private final HandleFactory factory;

    private JavaTimeHandleSerializer(HandleFactory factory) {
        this.factory = factory;
    }

    /** The serializer for {@code type}, or null if it is not one of the java.time types hessian-lite handles. */
    static JavaTimeHandleSerializer forType(Class<?> type) {
        return BY_TYPE.get(type);
    }

    @Override
    public void writeObject(Object obj, AbstractHessianOutput out) throws IOException {
        if (obj == null) {
            out.writeNull();
            return;
        }
        out.writeObject(factory.handleOf(obj));
    }

    private static void register(Class<?> type, HandleFactory factory) {
        BY_TYPE.put(type, new JavaTimeHandleSerializer(factory));
    }
}
