package org.apache.dubbo.common.logger;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LoggerFactoryTest {

    @BeforeEach
    void record() {
        RecordingLoggerAdapter.LINES.clear();
        LoggerFactory.setLoggerAdapter("recording");
    }

    @AfterEach
    void restore() {
        LoggerFactory.setLoggerAdapter("slf4j");
    }

    @Test
    void slf4jIsTheDefaultAndBothBuiltInAdaptersAreAvailable() {
        LoggerFactory.setLoggerAdapter("slf4j");
        assertEquals("slf4j", LoggerFactory.getCurrentAdapter());
        assertTrue(LoggerFactory.getAvailableAdapter().containsAll(java.util.Arrays.asList("slf4j", "jdk", "recording")));
    }

    @Test
    void loggersHandedOutEarlierFollowTheAdapterSwitch() {
        LoggerFactory.setLoggerAdapter("slf4j");
        Logger early = LoggerFactory.getLogger(LoggerFactoryTest.class);
        LoggerFactory.setLoggerAdapter("recording");
        early.info("hello {} and {}", "a", 1);
        assertEquals("INFO " + LoggerFactoryTest.class.getName() + " hello a and 1", RecordingLoggerAdapter.LINES.get(0));
        assertSame(early, LoggerFactory.getLogger(LoggerFactoryTest.class.getName()));
    }

    @Test
    void aTrailingThrowableArgumentIsTheCause() {
        LoggerFactory.getLogger("t").warn("failed {}", "x", new IllegalStateException("boom"));
        assertEquals("WARN t failed x !boom", RecordingLoggerAdapter.LINES.get(0));
    }

    @Test
    void codedWarningsCarryCodeCauseAndInformationAndReachListeners() {
        ErrorTypeAwareLogger logger = LoggerFactory.getErrorTypeAwareLogger("coded");
        List<String> heard = new ArrayList<>();
        ((ListenableLogger) logger).registerListen((code, msg) -> heard.add(code + "|" + msg));
        logger.warn("1-2", "the registry is down", "retrying", "Cannot register");
        String line = RecordingLoggerAdapter.LINES.get(0);
        assertTrue(line.startsWith("WARN coded Cannot register [error code 1-2"), line);
        assertTrue(line.contains("probable cause: the registry is down"), line);
        assertTrue(line.contains("retrying"), line);
        assertTrue(line.contains("https://dubbo.apache.org/faq/1/2"), line);
        assertEquals(1, heard.size());
        assertTrue(heard.get(0).startsWith("1-2|Cannot register"), heard.get(0));
    }

    @Test
    void levelsAreTheAdapters() {
        LoggerFactory.setLevel(Level.ERROR);
        assertEquals(Level.ERROR, LoggerFactory.getLevel());
        Logger logger = LoggerFactory.getLogger("quiet");
        logger.warn("not written");
        logger.error("written");
        assertEquals(1, RecordingLoggerAdapter.LINES.size());
        LoggerFactory.setLevel(Level.INFO);
    }

    @Test
    void anUnknownAdapterIsRefusedWithTheKnownNames() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> LoggerFactory.setLoggerAdapter("log5j"));
        assertTrue(e.getMessage().contains("log5j") && e.getMessage().contains("slf4j"), e.getMessage());
        assertEquals("recording", LoggerFactory.getCurrentAdapter());
    }

    @Test
    void aFailingBackendNeverBreaksTheCaller() {
        LoggerFactory.setLoggerAdapter(new RecordingLoggerAdapter() {
            @Override
            public Logger getLogger(String key) {
                return (Logger) java.lang.reflect.Proxy.newProxyInstance(Logger.class.getClassLoader(),
                        new Class<?>[]{Logger.class}, (proxy, method, args) -> {
                            throw new IllegalStateException("backend broken");
                        });
            }
        });
        Logger logger = LoggerFactory.getLogger("broken");
        logger.error("still fine");
        assertEquals(false, logger.isInfoEnabled());
    }

    @Test
    void fluentLoggerBuildsWithoutChangingTheSharedInstance() {
        FluentLogger shared = FluentLogger.of("fluent");
        shared.cause("disk full").more("free some space").warn("0-3", "cannot write {}", "file");
        shared.msg("plain {}", 7).info();
        shared.internalError("oops");
        shared.info("no cause here");
        assertTrue(RecordingLoggerAdapter.LINES.get(0).startsWith("WARN fluent cannot write file [error code 0-3"));
        assertTrue(RecordingLoggerAdapter.LINES.get(0).contains("disk full"));
        assertEquals("INFO fluent plain 7", RecordingLoggerAdapter.LINES.get(1));
        assertTrue(RecordingLoggerAdapter.LINES.get(2).startsWith("ERROR fluent oops [error code 99-0"));
        assertEquals("INFO fluent no cause here", RecordingLoggerAdapter.LINES.get(3));
    }
}
