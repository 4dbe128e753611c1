package org.apache.dubbo.common.serialize.hessian2;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;

import com.alibaba.com.caucho.hessian.io.SerializerFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Loads hessian-lite's {@link SerializerFactory} without its start-up noise. Its static initializer builds
 * reflective deserializers for {@code BigInteger} and {@code StackTraceElement}; on Java 16+ those cannot open
 * {@code java.math}/{@code java.lang}, and hessian prints each failure's stack trace to {@code System.err} — two
 * alarming traces at every application start, for types {@link JdkSafeSerializerFactory} serves anyway. While the
 * class initializes, output that this thread writes to {@code System.err} is dropped; other threads' output passes.
 */
final class QuietHessianStartup {

    private static final Logger log = LoggerFactory.getLogger(QuietHessianStartup.class);

    private QuietHessianStartup() {
    }

    static synchronized void initialize() {
        PrintStream original = System.err;
        Thread initializer = Thread.currentThread();
        System.setErr(new PrintStream(new OutputStream() {
            @Override
            public void write(int b) {
                if (Thread.currentThread() != initializer) {
                    original.write(b);
                }
            }

            @Override
            public void write(byte[] b, int off, int len) {
                if (Thread.currentThread() != initializer) {
                    original.write(b, off, len);
                }
            }

            @Override
            public void flush() throws IOException {
                original.flush();
            }
        }, true));
        try {
            Class.forName(SerializerFactory.class.getName(), true, SerializerFactory.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("hessian-lite is not on the class path", e);
        } finally {
            System.setErr(original);
        }
        log.debug("hessian-lite loaded; JDK types it cannot open are served by our own serializers");
    }
}
