package org.apache.dubbo.common.logger;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;

import org.apache.dubbo.common.logger.jdk.JdkLoggerAdapter;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class JdkLoggerAdapterTest {

    private final List<LogRecord> records = new ArrayList<>();
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord record) {
            records.add(record);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };
    private final java.util.logging.Logger jdk = java.util.logging.Logger.getLogger("jdk.adapter.test");

    @AfterEach
    void restore() {
        jdk.removeHandler(handler);
        LoggerFactory.setLoggerAdapter("slf4j");
    }

    @Test
    void writesRecordsNamingTheCallingClassWithMappedLevels() {
        jdk.addHandler(handler);
        jdk.setLevel(java.util.logging.Level.ALL);
        LoggerFactory.setLoggerAdapter("jdk");
        Logger logger = LoggerFactory.getLogger("jdk.adapter.test");
        logger.debug("value {}", 42);
        logger.error("bad", new IllegalArgumentException("x"));
        assertEquals(2, records.size());
        assertEquals(java.util.logging.Level.FINE, records.get(0).getLevel());
        assertEquals("value 42", records.get(0).getMessage());
        assertEquals(JdkLoggerAdapterTest.class.getName(), records.get(0).getSourceClassName());
        assertEquals(java.util.logging.Level.SEVERE, records.get(1).getLevel());
        assertEquals("x", records.get(1).getThrown().getMessage());
    }

    @Test
    void setLevelChangesTheRootLogger() {
        JdkLoggerAdapter adapter = new JdkLoggerAdapter();
        Level before = adapter.getLevel();
        try {
            adapter.setLevel(Level.WARN);
            assertEquals(Level.WARN, adapter.getLevel());
            assertEquals(java.util.logging.Level.WARNING, java.util.logging.Logger.getLogger("").getLevel());
        } finally {
            adapter.setLevel(before);
        }
    }
}
