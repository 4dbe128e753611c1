package org.apache.dubbo.common.serialize.hessian2;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;

import org.junit.jupiter.api.Test;

/**
 * Exceptions must cross on Java 17+ without --add-opens (this test JVM has none), keeping message, cause,
 * stack trace, suppressed exceptions and the user's own fields.
 */
class ExceptionSerializationTest {

    static class OrderRejectedException extends Exception {
        private final int code;
        private final String orderId;
        private transient String notSent = "local";

        OrderRejectedException(int code, String orderId, String message) {
            super("rejected: " + message);
            this.code = code;
            this.orderId = orderId;
        }
    }

    static class RequiresArgumentsException extends RuntimeException {
        RequiresArgumentsException(Object mustNotBeNull) {
            super(mustNotBeNull.toString());
        }
    }

    @Test
    void jdkExceptionKeepsMessageAndStackTrace() throws IOException {
        NullPointerException original = new NullPointerException("npe-fail");
        NullPointerException copy = Hessian2RoundTrip.roundTrip(original);
        assertEquals("npe-fail", copy.getMessage());
        assertArrayEquals(original.getStackTrace(), copy.getStackTrace());
        assertNull(copy.getCause(), "no cause stays no cause");
    }

    @Test
    void userExceptionKeepsItsOwnFieldsWithoutRunningItsConstructor() throws IOException {
        OrderRejectedException original = new OrderRejectedException(42, "o-17", "no stock");
        OrderRejectedException copy = Hessian2RoundTrip.roundTrip(original);
        assertEquals("rejected: no stock", copy.getMessage());
        assertEquals(42, copy.code);
        assertEquals("o-17", copy.orderId);
        assertNull(copy.notSent, "transient fields are not sent");
    }

    @Test
    void exceptionWhoseConstructorsNeedArgumentsCanStillBeRead() throws IOException {
        RequiresArgumentsException copy = Hessian2RoundTrip.roundTrip(new RequiresArgumentsException("x"));
        assertEquals("x", copy.getMessage());
    }

    @Test
    void causeChainAndSuppressedExceptionsSurvive() throws IOException {
        IllegalStateException root = new IllegalStateException("root");
        RuntimeException top = new RuntimeException("top", root);
        top.addSuppressed(new IllegalArgumentException("suppressed"));
        RuntimeException copy = Hessian2RoundTrip.roundTrip(top);
        assertEquals("top", copy.getMessage());
        assertInstanceOf(IllegalStateException.class, copy.getCause());
        assertEquals("root", copy.getCause().getMessage());
        assertNull(copy.getCause().getCause());
        assertEquals(1, copy.getSuppressed().length);
        assertEquals("suppressed", copy.getSuppressed()[0].getMessage());
    }

    @Test
    void causeCanBeInitializedLaterAsOnAFreshException() throws IOException {
        IllegalStateException copy = Hessian2RoundTrip.roundTrip(new IllegalStateException("later"));
        IOException cause = new IOException("io");
        copy.initCause(cause);
        assertSame(cause, copy.getCause());
    }

    @Test
    void jdkSubclassFieldsThatCannotBeOpenedAreSkippedNotFatal() throws IOException {
        SQLException original = new SQLException("bad sql", "42000", 7, new IllegalStateException("driver"));
        SQLException copy = Hessian2RoundTrip.roundTrip(original);
        assertEquals("bad sql", copy.getMessage());
        assertInstanceOf(IllegalStateException.class, copy.getCause(), "the cause travels through the public API");
    }

    @Test
    void writesTheFieldShapePeersExpect() throws IOException {
        String text = new String(Hessian2RoundTrip.write(new IllegalStateException("m")), StandardCharsets.ISO_8859_1);
        int suppressed = text.indexOf("suppressedExceptions");
        int stack = text.indexOf("stackTrace");
        int cause = text.indexOf("cause");
        int message = text.indexOf("detailMessage");
        assertTrue(suppressed > 0 && suppressed < stack && stack < cause && cause < message, text);
        assertTrue(text.contains("[java.lang.StackTraceElement"), "stack trace is a typed list");
        assertTrue(text.contains("declaringClass") && text.contains("lineNumber"));
    }

    @Test
    void stackTraceElementsRoundTripWithModuleInformation() throws IOException {
        StackTraceElement element = new StackTraceElement("app", "mod", "1.0", "a.B", "m", "B.java", 12);
        StackTraceElement copy = Hessian2RoundTrip.roundTrip(element);
        assertEquals(element, copy);
    }
}
