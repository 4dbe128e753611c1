package org.apache.dubbo.common.logger;

import org.apache.dubbo.common.logger.slf4j.Slf4jLogger;
import org.junit.jupiter.api.Test;
import org.slf4j.spi.LocationAwareLogger;

import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.ArgumentMatchers.isNull;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

class Slf4jLoggerTest {

    @Test
    void locationAwareBackendsGetTheFormattedMessageAndTheWrapperToSkip() {
        LocationAwareLogger backend = mock(LocationAwareLogger.class);
        when(backend.isWarnEnabled()).thenReturn(true);
        IllegalStateException cause = new IllegalStateException("c");
        new Slf4jLogger(backend).warn("a {} b {}", 1, 2, cause);
        verify(backend).log(isNull(), eq("org.apache.dubbo.common.logger.SwitchableLogger"),
                eq(LocationAwareLogger.WARN_INT), eq("a 1 b 2"), isNull(), eq(cause));
    }

    @Test
    void plainBackendsGetTheFormattedMessage() {
        org.slf4j.Logger backend = mock(org.slf4j.Logger.class);
        when(backend.isInfoEnabled()).thenReturn(true);
        new Slf4jLogger(backend).info("x={}", "y");
        verify(backend).info("x=y", (Throwable) null);
    }
}
