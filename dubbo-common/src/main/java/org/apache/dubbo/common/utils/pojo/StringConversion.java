package org.apache.dubbo.common.utils.pojo;

import java.math.BigDecimal;
import java.math.BigInteger;
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
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;

/**
 * Reads a value of another type from its text, for callers that send strings where the method wants something
 * else: numbers, booleans, a single {@code char}, {@code UUID}s and the ISO-8601 text of {@code java.time} values
 * (which is what Apache Dubbo's generalisation turns {@code LocalDate}, {@code LocalTime} and {@code LocalDateTime}
 * into). Enums and classes are handled by the caller because they need more context.
 */
final class StringConversion {

    private static final Map<Class<?>, Function<String, Object>> PARSERS = new HashMap<>();

    static {
        PARSERS.put(Integer.class, text -> Integer.valueOf(text.trim()));
        PARSERS.put(Long.class, text -> Long.valueOf(text.trim()));
        PARSERS.put(Short.class, text -> Short.valueOf(text.trim()));
        PARSERS.put(Byte.class, text -> Byte.valueOf(text.trim()));
        PARSERS.put(Double.class, text -> Double.valueOf(text.trim()));
        PARSERS.put(Float.class, text -> Float.valueOf(text.trim()));
        PARSERS.put(BigDecimal.class, text -> new BigDecimal(text.trim()));
        PARSERS.put(BigInteger.class, text -> new BigInteger(text.trim()));
        PARSERS.put(Boolean.class, StringConversion::parseBoolean);
        PARSERS.put(Character.class, StringConversion::parseChar);
        PARSERS.put(char[].class, String::toCharArray);
        PARSERS.put(UUID.class, UUID::fromString);
        PARSERS.put(LocalDate.class, LocalDate::parse);
        PARSERS.put(LocalTime.class, LocalTime::parse);
        PARSERS.put(LocalDateTime.class, LocalDateTime::parse);
        PARSERS.put(Instant.class, Instant::parse);
        PARSERS.put(OffsetDateTime.class, OffsetDateTime::parse);
        PARSERS.put(OffsetTime.class, OffsetTime::parse);
        PARSERS.put(ZonedDateTime.class, ZonedDateTime::parse);
        PARSERS.put(Duration.class, Duration::parse);
        PARSERS.put(Period.class, Period::parse);
        PARSERS.put(Year.class, Year::parse);
        PARSERS.put(YearMonth.class, YearMonth::parse);
        PARSERS.put(MonthDay.class, MonthDay::parse);
        PARSERS.put(ZoneOffset.class, ZoneOffset::of);
        PARSERS.put(ZoneId.class, ZoneId::of);
    }

    private StringConversion() {
    }

    static boolean canParse(Class<?> boxedType) {
        return PARSERS.containsKey(boxedType);
    }

    /**
     * {@code text} as an instance of {@code boxedType}, for which {@link #canParse} holds.
     *
     * @throws IllegalArgumentException naming the text and the type when the text does not parse
     */
    static Object parse(String text, Class<?> boxedType) {
        try {
            return PARSERS.get(boxedType).apply(text);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("Cannot read " + boxedType.getSimpleName() + " from string '" + text
                    + "': " + e.getMessage(), e);
        }
    }

    private static Object parseBoolean(String text) {
        String trimmed = text.trim();
        if (trimmed.equalsIgnoreCase("true") || trimmed.equalsIgnoreCase("false")) {
            return Boolean.valueOf(trimmed);
        }
        throw new IllegalArgumentException("expected true or false");
    }

    private static Object parseChar(String text) {
        if (text.length() != 1) {
            throw new IllegalArgumentException("expected exactly one character");
        }
        return text.charAt(0);
    }
}
