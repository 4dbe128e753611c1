package io.github.dubbotuned.benchmark.rawnetty;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * hessian-lite as the real Apache Dubbo releases ship it, with its own default serializer factory, writing and reading
 * values one after the other the way a dubbo body holds them: {@code com.alibaba:hessian-lite} 3.2.x (Apache Dubbo 2.7
 * and 3.2; on the test class path) and each {@code org.apache.dubbo:hessian-lite} 4.x jar the build copied (Apache
 * Dubbo 3.3). 4.x has the same package names, so it is reached reflectively through a class loader that takes
 * hessian's classes from its jar and the values' classes from the test class path (also the thread's context loader
 * while it works: 4.x finds its serializer table through it).
 */
final class ApacheHessianLite {

    private static final String HESSIAN_PACKAGE = "com.alibaba.com.caucho.hessian.io.";

    private final String name;
    private final ClassLoader loader;

    private ApacheHessianLite(String name, ClassLoader loader) {
        this.name = name;
        this.loader = loader;
    }

    /** 3.2.x, then every 4.x jar in {@code hessian4.dir}. */
    static List<ApacheHessianLite> releases() throws IOException {
        List<ApacheHessianLite> releases = new ArrayList<>();
        releases.add(new ApacheHessianLite("com.alibaba:hessian-lite 3.2.x", ApacheHessianLite.class.getClassLoader()));
        String dir = System.getProperty("hessian4.dir");
        if (dir == null) {
            throw new IllegalStateException("system property hessian4.dir is not set: run the test through Maven");
        }
        try (Stream<Path> jars = Files.list(Paths.get(dir))) {
            jars.filter(jar -> jar.getFileName().toString().endsWith(".jar")).sorted().forEach(jar ->
                    releases.add(new ApacheHessianLite("org.apache.dubbo:" + jar.getFileName().toString()
                            .replace(".jar", ""), new HessianFirst(url(jar), ApacheHessianLite.class.getClassLoader()))));
        }
        if (releases.size() < 2) {
            throw new IllegalStateException("no hessian-lite 4.x jar in " + dir);
        }
        return releases;
    }

    /** The values, each through {@code Hessian2Output.writeObject}, as one body. */
    byte[] write(Object... values) throws IOException {
        return withContextLoader(() -> {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            Class<?> type = loader.loadClass(HESSIAN_PACKAGE + "Hessian2Output");
            Object out = type.getConstructor(OutputStream.class).newInstance(bytes);
            for (Object value : values) {
                type.getMethod("writeObject", Object.class).invoke(out, value);
            }
            type.getMethod("flush").invoke(out);
            return bytes.toByteArray();
        });
    }

    /** Reads {@code count} values of a body with {@code Hessian2Input.readObject()}; fails on bytes left over. */
    List<Object> read(byte[] body, int count) throws IOException {
        return withContextLoader(() -> {
            ByteArrayInputStream bytes = new ByteArrayInputStream(body);
            Class<?> type = loader.loadClass(HESSIAN_PACKAGE + "Hessian2Input");
            Object in = type.getConstructor(InputStream.class).newInstance(bytes);
            List<Object> values = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                values.add(type.getMethod("readObject").invoke(in));
            }
            if (bytes.available() > 0) {
                throw new IOException(bytes.available() + " bytes left after " + count + " values");
            }
            return values;
        });
    }

    @Override
    public String toString() {
        return name;
    }

    private interface Work<T> {
        T run() throws Exception;
    }

    private <T> T withContextLoader(Work<T> work) throws IOException {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            return work.run();
        } catch (IOException e) {
            throw e;
        } catch (Exception e) {
            throw new IOException(name + " failed", e);
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    private static URL url(Path jar) {
        try {
            return jar.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new IllegalArgumentException(jar.toString(), e);
        }
    }

    /** Loads hessian-lite's classes from its jar first; everything else as its parent does. */
    private static final class HessianFirst extends URLClassLoader {

        HessianFirst(URL jar, ClassLoader parent) {
            super(new URL[] {jar}, parent);
        }

        @Override
        protected Class<?> loadClass(String className, boolean resolve) throws ClassNotFoundException {
            if (!className.startsWith("com.alibaba.com.caucho.")) {
                return super.loadClass(className, resolve);
            }
            synchronized (getClassLoadingLock(className)) {
                Class<?> loaded = findLoadedClass(className);
                if (loaded == null) {
                    loaded = findClass(className);
                }
                if (resolve) {
                    resolveClass(loaded);
                }
                return loaded;
            }
        }
    }
}
