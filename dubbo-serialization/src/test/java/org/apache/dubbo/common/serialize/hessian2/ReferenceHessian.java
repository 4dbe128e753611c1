package org.apache.dubbo.common.serialize.hessian2;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

import com.alibaba.com.caucho.hessian.io.Hessian2Input;
import com.alibaba.com.caucho.hessian.io.Hessian2Output;
import com.alibaba.com.caucho.hessian.io.SerializerFactory;

/**
 * The reference writers and readers the golden tests compare with: hessian-lite exactly as Apache Dubbo's two lines
 * ship it, with its default serializer factory. {@code com.alibaba:hessian-lite} 3.2.x (Apache Dubbo 2.7 / 3.2) is
 * our own dependency; {@code org.apache.dubbo:hessian-lite} 4.x (Apache Dubbo 3.3) has the same package names, so
 * each 4.x jar (copied by the build, see the pom) is loaded in a class loader of its own that takes hessian's classes
 * from that jar and everything else (the values' classes) from the test class path; it is also the thread's context
 * class loader while 4.x works, as in an application, because 4.x finds its serializer table
 * ({@code META-INF/dubbo/hessian/serializers}) through it.
 */
final class ReferenceHessian {

    /** A hessian-lite release that can write and read values. */
    interface Line {
        String name();

        byte[] write(Object value) throws IOException;

        Object read(byte[] bytes) throws IOException;
    }

    private ReferenceHessian() {
    }

    /** hessian-lite 3.2.x, the one on our class path. */
    static Line lite32() {
        return new Line() {
            @Override
            public String name() {
                return "com.alibaba:hessian-lite 3.2.13";
            }

            @Override
            public byte[] write(Object value) throws IOException {
                ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                Hessian2Output out = new Hessian2Output(bytes);
                out.setSerializerFactory(new SerializerFactory());
                out.writeObject(value);
                out.flush();
                return bytes.toByteArray();
            }

            @Override
            public Object read(byte[] bytes) throws IOException {
                Hessian2Input in = new Hessian2Input(new ByteArrayInputStream(bytes));
                in.setSerializerFactory(new SerializerFactory());
                return in.readObject();
            }
        };
    }

    /** Every {@code org.apache.dubbo:hessian-lite} 4.x jar the build copied (system property {@code hessian4.dir}). */
    static List<Line> apache4Lines() throws IOException {
        String dir = System.getProperty("hessian4.dir");
        if (dir == null) {
            throw new IllegalStateException("system property hessian4.dir is not set: run the test through Maven");
        }
        List<Line> lines = new ArrayList<>();
        try (java.util.stream.Stream<Path> jars = Files.list(Paths.get(dir))) {
            jars.filter(p -> p.getFileName().toString().endsWith(".jar")).sorted()
                    .forEach(jar -> lines.add(isolated(jar)));
        }
        if (lines.isEmpty()) {
            throw new IllegalStateException("no hessian-lite 4.x jar in " + dir);
        }
        return lines;
    }

    private static Line isolated(Path jar) {
        ClassLoader loader;
        try {
            loader = new HessianFirstLoader(jar.toUri().toURL(), ReferenceHessian.class.getClassLoader());
        } catch (MalformedURLException e) {
            throw new UncheckedIOException(e);
        }
        return new Line() {
            @Override
            public String name() {
                return "org.apache.dubbo:" + jar.getFileName().toString().replace(".jar", "");
            }

            @Override
            public byte[] write(Object value) throws IOException {
                Thread thread = Thread.currentThread();
                ClassLoader previous = thread.getContextClassLoader();
                thread.setContextClassLoader(loader);
                try {
                    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                    Class<?> outputClass = loader.loadClass("com.alibaba.com.caucho.hessian.io.Hessian2Output");
                    Object out = outputClass.getConstructor(OutputStream.class).newInstance(bytes);
                    outputClass.getMethod("writeObject", Object.class).invoke(out, value);
                    outputClass.getMethod("flush").invoke(out);
                    return bytes.toByteArray();
                } catch (ReflectiveOperationException e) {
                    throw new IOException(name() + " failed to write " + value, e);
                } finally {
                    thread.setContextClassLoader(previous);
                }
            }

            @Override
            public Object read(byte[] bytes) throws IOException {
                Thread thread = Thread.currentThread();
                ClassLoader previous = thread.getContextClassLoader();
                thread.setContextClassLoader(loader);
                try {
                    Class<?> inputClass = loader.loadClass("com.alibaba.com.caucho.hessian.io.Hessian2Input");
                    Object in = inputClass.getConstructor(InputStream.class)
                            .newInstance(new ByteArrayInputStream(bytes));
                    return inputClass.getMethod("readObject").invoke(in);
                } catch (ReflectiveOperationException e) {
                    throw new IOException(name() + " failed to read", e);
                } finally {
                    thread.setContextClassLoader(previous);
                }
            }
        };
    }

    /** Takes hessian-lite's classes from its own jar, everything else from the parent. */
    private static final class HessianFirstLoader extends URLClassLoader {

        HessianFirstLoader(URL jar, ClassLoader parent) {
            super(new URL[] {jar}, parent);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.startsWith("com.alibaba.com.caucho.")) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null) {
                    c = findClass(name);
                }
                if (resolve) {
                    resolveClass(c);
                }
                return c;
            }
        }
    }
}
