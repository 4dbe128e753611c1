package interop.support;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The real Apache Dubbo releases our implementation must talk to, with what it takes to run each of them on JDK 17
 * and where the build left its peer class path.
 */
public enum ApacheDubboVersion {

    /**
     * Generates proxies and adaptive extensions with javassist through {@code ClassLoader.defineClass}, so it does not
     * start without opening {@code java.lang}; its shaded hessian-lite 3.2.13 reads and writes private fields of JDK
     * classes (exceptions above all). Opening {@code java.lang} alone was enough for every check; the other packages
     * are opened because hessian reflects into them for less common values.
     */
    V2_7_23("2.7.23", JdkOpens.HESSIAN_REFLECTION),

    /**
     * Starts without flags, but hessian-lite 3.2.13 can neither write (provider: status 50) nor read (consumer)
     * an exception unless {@code java.lang} is opened.
     */
    V3_2_15("3.2.15", JdkOpens.HESSIAN_REFLECTION),

    /** hessian-lite 4.0.3 and the 3.3 bytecode generation work on JDK 17 as they are. */
    V3_3_5("3.3.5", List.of()),

    /**
     * Not Apache: Dubbo Tuned itself, running the very same peer programs compiled against our API (module
     * {@code ours-peer}). No JVM flags: it must work on Java 17 without {@code --add-opens}.
     */
    DUBBO_TUNED("tuned", List.of(), "ours-peer");

    private final String version;
    private final List<String> jdkFlags;
    private final String module;

    ApacheDubboVersion(String version, List<String> jdkFlags) {
        this(version, jdkFlags, "apache-peer-" + version);
    }

    ApacheDubboVersion(String version, List<String> jdkFlags, String module) {
        this.version = version;
        this.jdkFlags = jdkFlags;
        this.module = module;
    }

    /** The three Apache releases (everything but {@link #DUBBO_TUNED}). */
    public static List<ApacheDubboVersion> apacheReleases() {
        return List.of(V2_7_23, V3_2_15, V3_3_5);
    }

    public boolean isApache() {
        return this != DUBBO_TUNED;
    }

    /** The release number, e.g. {@code 3.2.15}. */
    public String version() {
        return version;
    }

    /** The JVM flags this release needs on JDK 9+ ({@code --add-opens ...}). */
    public List<String> jdkFlags() {
        return jdkFlags;
    }

    /** The Maven module that builds the peer programs against this release. */
    public Path peerModule() {
        return ProjectRoot.locate().resolve("dubbo-interop").resolve(module);
    }

    /** {@code target/peer-classpath.txt} of the peer module, written by its build. */
    public Path peerClasspathFile() {
        return peerModule().resolve("target").resolve("peer-classpath.txt");
    }

    /** The class path of the peer programs; fails with a hint when the peer module has not been built. */
    public String peerClasspath() {
        Path file = peerClasspathFile();
        if (!Files.isRegularFile(file)) {
            throw new IllegalStateException("peer class path " + file + " does not exist: build the peer first, e.g. "
                    + "mvn -pl dubbo-interop/" + module + " -am process-classes");
        }
        try {
            return Files.readString(file, StandardCharsets.UTF_8).trim();
        } catch (IOException e) {
            throw new IllegalStateException("cannot read peer class path " + file, e);
        }
    }

    @Override
    public String toString() {
        return isApache() ? "Apache Dubbo " + version : "Dubbo Tuned";
    }
}
