package org.apache.dubbo.common.classpath;

import java.io.IOException;
import java.net.URL;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.WeakHashMap;

/**
 * Refuses to start when Apache Dubbo (or Alibaba Dubbo 2.x) is on the class path beside Dubbo Tuned, or when jars of
 * two Dubbo Tuned releases are.
 *
 * <p>Both implement the same public classes under the same names, so the JVM takes each class from whichever jar
 * comes first: the application then runs a mixture that fails far from the cause ({@code NoSuchMethodError},
 * {@code AbstractMethodError}, a ZooKeeper client that never connects). Failing at start-up with the jars named
 * turns that into one clear message. Jars are recognised by what the releases put in them: every Apache Dubbo 3.x
 * jar carries {@code META-INF/dubbo-versions/.artifacts}; Maven-built jars carry
 * {@code META-INF/maven/<groupId>/<artifactId>/pom.properties}; Alibaba Dubbo 2.x has
 * {@code com.alibaba.dubbo.common.Version}, which neither Apache Dubbo nor Dubbo Tuned defines.
 *
 * <p>{@code -Ddubbo.tuned.classpath.check=false} turns the check off, for a class path known to be arranged on
 * purpose.
 */
public final class DubboClassPathCheck {

    /** The system property that turns the check off when set to {@code false}. */
    public static final String ENABLED_PROPERTY = "dubbo.tuned.classpath.check";

    static final String OUR_GROUP = "io.github.dubbotuned";
    static final String APACHE_GROUP = "org.apache.dubbo";
    private static final String APACHE_3_MARKER = "META-INF/dubbo-versions/.artifacts";
    private static final String APACHE_3_VERSIONS = "META-INF/dubbo-versions/";
    private static final String ALIBABA_2_CLASS = "com/alibaba/dubbo/common/Version.class";
    /**
     * Classes of each layer that Apache Dubbo 2.7 and 3.x define under the same names as we do: a jar holding one
     * of them and naming an org.apache.dubbo artifact is Apache Dubbo even when it carries no 3.x marker.
     */
    private static final List<String> SHARED_CLASSES = Collections.unmodifiableList(Arrays.asList(
            "org/apache/dubbo/common/URL.class",
            "org/apache/dubbo/common/extension/ExtensionLoader.class",
            "org/apache/dubbo/rpc/RpcContext.class",
            "org/apache/dubbo/rpc/Invoker.class",
            "org/apache/dubbo/remoting/exchange/Request.class",
            "org/apache/dubbo/registry/RegistryFactory.class",
            "org/apache/dubbo/config/ServiceConfig.class",
            "org/apache/dubbo/config/spring/ServiceBean.class"));
    /**
     * Apache publishes its hessian-lite fork under its group: no Dubbo runtime, but it defines the same classes as
     * com.alibaba:hessian-lite, which we serialize with, so the two must not meet either.
     */
    private static final Set<String> APACHE_NON_RUNTIME = Collections.singleton("hessian-lite");
    private static final String HESSIAN_CLASS = "com/alibaba/com/caucho/hessian/io/Hessian2Input.class";

    private static final Map<ClassLoader, Boolean> PASSED = new WeakHashMap<>();

    private DubboClassPathCheck() {
    }

    /**
     * Fails with an {@link IllegalStateException} naming the jars when {@code loader} sees Apache or Alibaba Dubbo,
     * or two Dubbo Tuned releases; passes quietly otherwise. Each class loader is inspected once.
     */
    public static void requireOnlyDubboTuned(ClassLoader loader) {
        if (loader == null || "false".equalsIgnoreCase(System.getProperty(ENABLED_PROPERTY, "").trim())) {
            return;
        }
        synchronized (PASSED) {
            if (PASSED.containsKey(loader)) {
                return;
            }
        }
        List<String> problems = problems(loader);
        if (!problems.isEmpty()) {
            throw new IllegalStateException(message(problems, ourLocation()));
        }
        synchronized (PASSED) {
            PASSED.put(loader, Boolean.TRUE);
        }
    }

    /** What is wrong with the class path {@code loader} sees: one line per foreign jar or release conflict. */
    static List<String> problems(ClassLoader loader) {
        Set<String> foreign = new LinkedHashSet<>();
        Set<String> ourReleases = new TreeSet<>();
        Set<ClassPathEntry> ours = new LinkedHashSet<>();
        for (ClassPathEntry entry : entriesHolding(loader, APACHE_3_MARKER)) {
            foreign.add("Apache Dubbo " + describeApache(entry));
        }
        for (ClassPathEntry entry : entriesHolding(loader, ALIBABA_2_CLASS)) {
            foreign.add("Alibaba Dubbo " + entry);
        }
        for (String shared : SHARED_CLASSES) {
            for (ClassPathEntry entry : entriesHolding(loader, shared)) {
                List<MavenArtifact> apache = apacheRuntimeArtifacts(entry);
                if (!apache.isEmpty() && !entry.contains(APACHE_3_MARKER)) {
                    foreign.add("Apache Dubbo " + apache.get(0) + " (" + entry.location() + ")");
                }
                MavenArtifact our = entry.artifactOf(OUR_GROUP);
                if (our != null) {
                    ourReleases.add(our.version());
                    ours.add(entry);
                }
            }
        }
        List<String> hessians = new ArrayList<>();
        for (ClassPathEntry entry : entriesHolding(loader, HESSIAN_CLASS)) {
            hessians.add(entry.toString());
        }
        if (hessians.size() > 1) {
            foreign.add("hessian-lite twice, whose classes share names: " + String.join("; ", hessians)
                    + " (Dubbo Tuned uses com.alibaba:hessian-lite; remove org.apache.dubbo:hessian-lite)");
        }
        List<String> problems = new ArrayList<>(foreign);
        if (ourReleases.size() > 1) {
            StringBuilder line = new StringBuilder("Dubbo Tuned of several releases " + ourReleases + ":");
            for (ClassPathEntry entry : ours) {
                line.append(' ').append(entry).append(';');
            }
            line.setLength(line.length() - 1);
            problems.add(line.toString());
        }
        return problems;
    }

    private static List<MavenArtifact> apacheRuntimeArtifacts(ClassPathEntry entry) {
        List<MavenArtifact> found = new ArrayList<>();
        for (MavenArtifact artifact : entry.artifacts()) {
            if (APACHE_GROUP.equals(artifact.groupId()) && !APACHE_NON_RUNTIME.contains(artifact.artifactId())
                    || "com.alibaba".equals(artifact.groupId()) && "dubbo".equals(artifact.artifactId())) {
                found.add(artifact);
            }
        }
        return found;
    }

    /**
     * An Apache Dubbo 3.x jar by the artifact it says it is: its {@code pom.properties} when it can be listed,
     * else the first {@code META-INF/dubbo-versions/<artifactId>} file it holds (the marker lists every name).
     */
    private static String describeApache(ClassPathEntry entry) {
        List<MavenArtifact> apache = apacheRuntimeArtifacts(entry);
        if (!apache.isEmpty()) {
            return apache.get(0) + (apache.size() > 1 ? " and " + (apache.size() - 1) + " more" : "")
                    + " (" + entry.location() + ")";
        }
        String names = entry.read(APACHE_3_MARKER);
        if (names != null) {
            for (String line : names.split("\\r?\\n")) {
                String name = line.trim();
                if (name.isEmpty() || name.startsWith("#") || name.startsWith(".")) {
                    continue;
                }
                String version = entry.read(APACHE_3_VERSIONS + name);
                if (version != null) {
                    return APACHE_GROUP + ':' + name + ':' + revision(version) + " (" + entry.location() + ")";
                }
            }
        }
        return "(" + entry.location() + ")";
    }

    private static String revision(String versionFile) {
        for (String line : versionFile.split("\\r?\\n")) {
            if (line.startsWith("revision=")) {
                return line.substring("revision=".length()).trim();
            }
        }
        return "?";
    }

    private static List<ClassPathEntry> entriesHolding(ClassLoader loader, String resource) {
        List<ClassPathEntry> entries = new ArrayList<>();
        try {
            Enumeration<URL> urls = loader.getResources(resource);
            while (urls.hasMoreElements()) {
                ClassPathEntry entry = ClassPathEntry.holding(urls.nextElement(), resource);
                if (entry != null && !entries.contains(entry)) {
                    entries.add(entry);
                }
            }
        } catch (IOException e) {
            // a class path that cannot be listed cannot be judged; class loading reports its own errors
        }
        return entries;
    }

    private static String ourLocation() {
        String resource = DubboClassPathCheck.class.getName().replace('.', '/') + ".class";
        URL url = DubboClassPathCheck.class.getClassLoader() == null ? null
                : DubboClassPathCheck.class.getClassLoader().getResource(resource);
        ClassPathEntry entry = url == null ? null : ClassPathEntry.holding(url, resource);
        return entry == null ? "?" : entry.toString();
    }

    private static String message(List<String> problems, String ourLocation) {
        StringBuilder text = new StringBuilder(
                "Dubbo Tuned cannot start: another Dubbo is on the class path beside it, and the two define the same"
                        + " classes, so the JVM would run a mixture of both.\n");
        for (String problem : problems) {
            text.append("  - ").append(problem).append('\n');
        }
        text.append("  Dubbo Tuned itself: ").append(ourLocation).append('\n');
        text.append("Remove the Apache (or Alibaba) Dubbo artifacts: replace each org.apache.dubbo dependency by the"
                + " io.github.dubbotuned artifact of the same name, drop the ones that arrive transitively, and keep"
                + " one Dubbo Tuned version (see docs/migrating.md). To start anyway with a class path arranged on"
                + " purpose, set -D" + ENABLED_PROPERTY + "=false.");
        return text.toString();
    }
}
