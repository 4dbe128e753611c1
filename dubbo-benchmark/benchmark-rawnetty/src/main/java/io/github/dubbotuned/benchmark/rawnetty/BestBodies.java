package io.github.dubbotuned.benchmark.rawnetty;

import io.netty.buffer.ByteBuf;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;

/**
 * {@code --codec best}, the default: each step by the fastest hessian2 code measured for it (docs/benchmarks.md, "The
 * raw ceiling"): bodies are written by Dubbo Tuned's writers ({@link TunedHessian2Bodies}) and read by Apache Dubbo
 * 3.3's {@code org.apache.dubbo:hessian-lite} 4.x ({@link HessianLiteBodies} over that jar). Both write and read the
 * same hessian2, so every step may pick its own.
 *
 * <p>4.x has the package and class names of {@code com.alibaba:hessian-lite} 3.2.x, which Dubbo Tuned's writers are
 * built on, so it cannot share their class path: the build puts its jar into this module as a resource, and the
 * reader runs in a class loader of its own that takes hessian's classes and {@link HessianLiteBodies} from that jar and
 * this module, everything else (the {@link BodyCodec} interface, the payload classes, Netty) from ours. It is the
 * thread's context class loader while it reads, as it would be in an application: 4.x finds its serializer table
 * through it.
 */
final class BestBodies implements BodyCodec {

    /** The {@code org.apache.dubbo:hessian-lite} 4.x jar, a resource next to this class (see the pom). */
    static final String APACHE_HESSIAN_LITE = "apache-hessian-lite.jar";

    private final BodyCodec writer = new TunedHessian2Bodies();
    private final ClassLoader readerLoader;
    private final BodyCodec reader;

    BestBodies() {
        readerLoader = apacheHessianLiteLoader();
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(readerLoader);
        try {
            reader = (BodyCodec) readerLoader.loadClass(HessianLiteBodies.class.getName()).getConstructor()
                    .newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot load the Apache hessian-lite 4.x reader", e);
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    @Override
    public void writeRequest(ByteBuf out, UserMethod method, Object argument) throws IOException {
        writer.writeRequest(out, method, argument);
    }

    @Override
    public UserMethod readRequest(ByteBuf in, Object[] argument) throws IOException {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(readerLoader);
        try {
            return reader.readRequest(in, argument);
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    @Override
    public void writeResponse(ByteBuf out, Object value) throws IOException {
        writer.writeResponse(out, value);
    }

    @Override
    public Object readResponse(ByteBuf in, UserMethod method) throws IOException {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(readerLoader);
        try {
            return reader.readResponse(in, method);
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    /** The jar, copied out of this module to a temporary file, in a loader that prefers it and the reader class. */
    private static ClassLoader apacheHessianLiteLoader() {
        try (InputStream jar = BestBodies.class.getResourceAsStream(APACHE_HESSIAN_LITE)) {
            if (jar == null) {
                throw new IllegalStateException(APACHE_HESSIAN_LITE + " is not next to " + BestBodies.class.getName()
                        + ": build the module with Maven, which copies it there");
            }
            File copy = File.createTempFile("apache-hessian-lite-", ".jar");
            copy.deleteOnExit();
            Files.copy(jar, copy.toPath(), StandardCopyOption.REPLACE_EXISTING);
            URL ours = HessianLiteBodies.class.getProtectionDomain().getCodeSource().getLocation();
            return new ReaderFirst(new URL[] {copy.toURI().toURL(), ours}, BestBodies.class.getClassLoader());
        } catch (IOException e) {
            throw new IllegalStateException("cannot copy " + APACHE_HESSIAN_LITE + " out of the module", e);
        }
    }

    /**
     * Loads hessian-lite's classes and the reader (with its nested classes) from its own URLs first; everything else
     * as its parent does.
     */
    private static final class ReaderFirst extends URLClassLoader {

        ReaderFirst(URL[] urls, ClassLoader parent) {
            super(urls, parent);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.startsWith("com.alibaba.com.caucho.") && !name.startsWith(HessianLiteBodies.class.getName())) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> loaded = findLoadedClass(name);
                if (loaded == null) {
                    loaded = findClass(name);
                }
                if (resolve) {
                    resolveClass(loaded);
                }
                return loaded;
            }
        }
    }
}
