package org.apache.dubbo.common.serialize.hessian2;

import java.io.ByteArrayOutputStream;
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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedList;
import java.util.List;

import com.alibaba.com.caucho.hessian.io.Hessian2Output;
import com.alibaba.com.caucho.hessian.io.SerializerFactory;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

class JavaTimeHandleSerializerTest {

    private static final List<Object> VALUES = Arrays.asList(
            LocalDate.of(1990, 6, 18),
            LocalTime.of(14, 25, 36, 123_000_000),
            LocalDateTime.of(2024, 3, 9, 14, 25, 36),
            Instant.ofEpochSecond(1_700_000_000L, 42),
            Duration.ofMillis(90_061_001),
            Period.of(1, 2, 3),
            Year.of(2024),
            YearMonth.of(2024, 11),
            MonthDay.of(2, 29),
            OffsetDateTime.of(2024, 3, 9, 14, 25, 36, 0, ZoneOffset.ofHours(8)),
            OffsetTime.of(14, 25, 36, 0, ZoneOffset.ofHours(-3)),
            ZoneOffset.ofHoursMinutes(5, 30),
            ZonedDateTime.of(2024, 3, 9, 14, 25, 36, 0, ZoneOffset.UTC));

    @Test
    void writesExactlyTheBytesHessianLiteWrites() throws IOException {
        List<Object> values = new ArrayList<>(VALUES);
        // all of them in one list: class definitions shared between values (a LinkedList, which keeps its type name
        // in both hessian-lite lines; an ArrayList is written as hessian-lite 4 does, see HessianLiteGoldenTest)
        values.add(new LinkedList<>(VALUES));
        for (Object value : values) {
            assertArrayEquals(plainHessianLite(value), Hessian2RoundTrip.write(value), "bytes of " + value);
        }
    }

    @Test
    void everyJavaTimeTypeRoundTrips() throws IOException {
        for (Object value : VALUES) {
            assertEquals(value, Hessian2RoundTrip.roundTrip(value));
        }
    }

    @Test
    void coversEveryJavaTimeTypeHessianLiteHasAHandleFor() {
        for (Object value : VALUES) {
            assertNotNull(JavaTimeHandleSerializer.forType(value.getClass()), value.getClass().getName());
        }
    }

    @Test
    void readsWhatPlainHessianLiteWrote() throws IOException {
        List<Object> values = new ArrayList<>(VALUES);
        LocalDate shared = LocalDate.of(2024, 2, 29);
        values.add(new ArrayList<>(Arrays.asList(shared, shared, LocalDateTime.of(shared, LocalTime.NOON), "tail")));
        for (Object value : values) {
            assertEquals(value, Hessian2RoundTrip.read(plainHessianLite(value), value.getClass()), "read " + value);
        }
    }

    @Test
    void javaTimeFieldsOfAnObjectComeBackWithTheRestOfIt() throws IOException {
        Appointment appointment = new Appointment();
        appointment.day = LocalDate.of(2025, 1, 31);
        appointment.start = LocalDateTime.of(2025, 1, 31, 9, 30);
        appointment.end = LocalTime.of(10, 15, 0, 500);
        appointment.note = "after the dates";

        Appointment read = Hessian2RoundTrip.roundTrip(appointment);

        assertEquals(appointment.day, read.day);
        assertEquals(appointment.start, read.start);
        assertEquals(appointment.end, read.end);
        assertEquals("after the dates", read.note);
    }

    /** A value object with java.time fields between others, as a service's DTO would have them. */
    static class Appointment implements java.io.Serializable {
        private static final long serialVersionUID = 1L;
        LocalDate day;
        LocalDateTime start;
        LocalTime end;
        String note;
    }

    private static byte[] plainHessianLite(Object value) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Hessian2Output out = new Hessian2Output(bytes);
        out.setSerializerFactory(new SerializerFactory());
        out.writeObject(value);
        out.flush();
        return bytes.toByteArray();
    }
}
