package org.apache.dubbo.common.classpath;

import static org.apache.dubbo.common.classpath.TestJars.jar;
import static org.apache.dubbo.common.classpath.TestJars.loaderOver;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DubboClassPathCheckTest {

    @TempDir
    Path dir;

    private Path ours(String version) throws Exception {
        return jar().withPomProperties("io.github.dubbotuned", "dubbo", version)
                .withPomProperties("io.github.dubbotuned", "dubbo-common", version)
                .withClass("org.apache.dubbo.common.URL")
                .withClass("org.apache.dubbo.rpc.RpcContext")
                .writeTo(dir.resolve("dubbo-" + version + ".jar"));
    }

    @Test
    void ourJarAloneIsAccepted() throws Exception {
        try (URLClassLoader loader = loaderOver(ours("1.0.0"))) {
            assertEquals(List.of(), DubboClassPathCheck.problems(loader));
            DubboClassPathCheck.requireOnlyDubboTuned(loader);
        }
    }

    @Test
    void apache3ModuleJarIsNamedByItsVersionsFileAndFailsStartUp() throws Exception {
        Path apache = jar().with("META-INF/dubbo-versions/.artifacts", "# names\ndubbo\ndubbo-common\n")
                .with("META-INF/dubbo-versions/dubbo-common", "revision=3.3.5\nartifact.id=dubbo-common\n")
                .withPomProperties("org.apache.dubbo", "dubbo-common", "3.3.5")
                .withClass("org.apache.dubbo.common.URL")
                .writeTo(dir.resolve("dubbo-common-3.3.5.jar"));
        try (URLClassLoader loader = loaderOver(ours("1.0.0"), apache)) {
            IllegalStateException failure = assertThrows(IllegalStateException.class,
                    () -> DubboClassPathCheck.requireOnlyDubboTuned(loader));
            assertTrue(failure.getMessage().contains("org.apache.dubbo:dubbo-common:3.3.5"), failure.getMessage());
            assertTrue(failure.getMessage().contains(apache.toString()), failure.getMessage());
            assertTrue(failure.getMessage().contains("docs/migrating.md"), failure.getMessage());
        }
    }

    @Test
    void apacheStarterWithoutClassesIsFoundByItsMarker() throws Exception {
        Path starter = jar().with("META-INF/dubbo-versions/.artifacts", "dubbo\ndubbo-zookeeper-curator5-spring-boot-starter\n")
                .with("META-INF/dubbo-versions/dubbo-zookeeper-curator5-spring-boot-starter", "revision=3.3.5\n")
                .writeTo(dir.resolve("starter.jar"));
        try (URLClassLoader loader = loaderOver(ours("1.0.0"), starter)) {
            List<String> problems = DubboClassPathCheck.problems(loader);
            assertEquals(1, problems.size(), problems.toString());
            assertTrue(problems.get(0).contains(
                    "org.apache.dubbo:dubbo-zookeeper-curator5-spring-boot-starter:3.3.5"), problems.get(0));
        }
    }

    @Test
    void apache27JarIsFoundByItsClassesAndPomProperties() throws Exception {
        Path apache = jar().withPomProperties("org.apache.dubbo", "dubbo", "2.7.23")
                .withClass("org.apache.dubbo.rpc.RpcContext")
                .writeTo(dir.resolve("dubbo-2.7.23.jar"));
        try (URLClassLoader loader = loaderOver(apache, ours("1.0.0"))) {
            List<String> problems = DubboClassPathCheck.problems(loader);
            assertEquals(1, problems.size(), problems.toString());
            assertTrue(problems.get(0).contains("org.apache.dubbo:dubbo:2.7.23"), problems.get(0));
        }
    }

    @Test
    void alibabaDubboIsFoundByItsVersionClass() throws Exception {
        Path alibaba = jar().withClass("com.alibaba.dubbo.common.Version").writeTo(dir.resolve("dubbo-2.6.12.jar"));
        try (URLClassLoader loader = loaderOver(ours("1.0.0"), alibaba)) {
            List<String> problems = DubboClassPathCheck.problems(loader);
            assertEquals(1, problems.size(), problems.toString());
            assertTrue(problems.get(0).startsWith("Alibaba Dubbo") && problems.get(0).contains("dubbo-2.6.12.jar"),
                    problems.get(0));
        }
    }

    @Test
    void apacheHessianLiteIsNoDubboButMustNotMeetOurs() throws Exception {
        Path apacheHessian = jar().withPomProperties("org.apache.dubbo", "hessian-lite", "4.0.3")
                .withClass("com.alibaba.com.caucho.hessian.io.Hessian2Input")
                .writeTo(dir.resolve("hessian-lite-4.0.3.jar"));
        Path ourHessian = jar().withPomProperties("com.alibaba", "hessian-lite", "3.2.13")
                .withClass("com.alibaba.com.caucho.hessian.io.Hessian2Input")
                .writeTo(dir.resolve("hessian-lite-3.2.13.jar"));
        try (URLClassLoader loader = loaderOver(ours("1.0.0"), apacheHessian)) {
            assertEquals(List.of(), DubboClassPathCheck.problems(loader));
        }
        try (URLClassLoader loader = loaderOver(ours("1.0.0"), ourHessian, apacheHessian)) {
            List<String> problems = DubboClassPathCheck.problems(loader);
            assertEquals(1, problems.size(), problems.toString());
            assertTrue(problems.get(0).contains("com.alibaba:hessian-lite:3.2.13")
                    && problems.get(0).contains("org.apache.dubbo:hessian-lite:4.0.3"), problems.get(0));
        }
    }

    @Test
    void twoReleasesOfOursFail() throws Exception {
        Path module = jar().withPomProperties("io.github.dubbotuned", "dubbo-common", "0.9.0")
                .withClass("org.apache.dubbo.common.URL")
                .writeTo(dir.resolve("dubbo-common-0.9.0.jar"));
        try (URLClassLoader loader = loaderOver(ours("1.0.0"), module)) {
            List<String> problems = DubboClassPathCheck.problems(loader);
            assertEquals(1, problems.size(), problems.toString());
            assertTrue(problems.get(0).contains("[0.9.0, 1.0.0]") && problems.get(0).contains("dubbo-common-0.9.0.jar"),
                    problems.get(0));
        }
    }

    @Test
    void ourModuleJarsBesideOurAllInOneJarOfTheSameReleaseAreAccepted() throws Exception {
        Path module = jar().withPomProperties("io.github.dubbotuned", "dubbo-common", "1.0.0")
                .withClass("org.apache.dubbo.common.URL")
                .writeTo(dir.resolve("dubbo-common-1.0.0.jar"));
        try (URLClassLoader loader = loaderOver(ours("1.0.0"), module)) {
            assertEquals(List.of(), DubboClassPathCheck.problems(loader));
        }
    }

    @Test
    void theCheckCanBeTurnedOff() throws Exception {
        Path alibaba = jar().withClass("com.alibaba.dubbo.common.Version").writeTo(dir.resolve("dubbo-2.6.12.jar"));
        System.setProperty(DubboClassPathCheck.ENABLED_PROPERTY, "false");
        try (URLClassLoader loader = loaderOver(alibaba)) {
            DubboClassPathCheck.requireOnlyDubboTuned(loader);
        } finally {
            System.clearProperty(DubboClassPathCheck.ENABLED_PROPERTY);
        }
    }
}
