package org.apache.dubbo.common.extension;

import org.apache.dubbo.common.extension.fixture.Greeter;
import org.apache.dubbo.common.extension.fixture.Greeters;
import org.apache.dubbo.common.extension.fixture.Step;
import org.apache.dubbo.common.extension.fixture.Steps;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Creating, caching and wrapping extension instances. */
class ExtensionInstancesTest {

    private ExtensionLoader<Greeter> greeters;
    private ExtensionLoader<Step> steps;

    @BeforeEach
    void freshLoaders() {
        ExtensionLoader.resetExtensionLoader(Greeter.class);
        ExtensionLoader.resetExtensionLoader(Step.class);
        greeters = ExtensionLoader.getExtensionLoader(Greeter.class);
        steps = ExtensionLoader.getExtensionLoader(Step.class);
    }

    @AfterEach
    void forgetLoaders() {
        ExtensionLoader.resetExtensionLoader(Greeter.class);
        ExtensionLoader.resetExtensionLoader(Step.class);
    }

    @Test
    void returnsOneInstancePerName() {
        assertSame(greeters.getExtension("english"), greeters.getExtension("english"));
    }

    @Test
    void createsOneInstanceUnderConcurrentFirstUse() throws Exception {
        Greeters.CountingGreeter.CONSTRUCTIONS.set(0);
        int threads = 8;
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Greeter>> results = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                results.add(pool.submit(() -> {
                    start.await();
                    return greeters.getExtension("counting");
                }));
            }
            start.countDown();
            Greeter first = results.get(0).get(10, TimeUnit.SECONDS);
            for (Future<Greeter> result : results) {
                assertSame(first, result.get(10, TimeUnit.SECONDS));
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(1, Greeters.CountingGreeter.CONSTRUCTIONS.get());
    }

    @Test
    void constructorFailureIsReportedWithItsCauseAndOthersStillWork() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> greeters.getExtension("exploding"));

        assertTrue(e.getMessage().contains("extension 'exploding'"), e.getMessage());
        assertEquals("boom", e.getCause().getMessage());
        assertEquals("hello", greeters.getExtension("english").greet());
        // Not cached: asking again fails the same way rather than returning null.
        assertThrows(IllegalStateException.class, () -> greeters.getExtension("exploding"));
    }

    @Test
    void namesOfOneClassShareTheBareInstance() {
        assertSame(greeters.getExtension("spanish", false), greeters.getExtension("hola", false));
    }

    @Test
    void appliesWrappersLowestOrderOutermost() {
        assertEquals("outer(middle(inner(plain)))", steps.getExtension("plain").describe());
        assertEquals("outer(middle(inner(other)))", steps.getExtension("other").describe());
    }

    @Test
    void wrapsTheSameBareInstanceThatWrapFalseReturns() {
        Step wrapped = steps.getExtension("plain");
        Step bare = steps.getExtension("plain", false);

        assertInstanceOf(Steps.PlainStep.class, bare);
        Step innermostWrapper = ((Steps.MiddleWrapper) ((Steps.OuterWrapper) wrapped).wrapped()).wrapped();
        assertSame(bare, ((Steps.InnerWrapper) innermostWrapper).wrapped());
        assertSame(bare, steps.getExtension("plain", false));
        assertSame(wrapped, steps.getExtension("plain", true));
    }

    @Test
    void wrappersAreNotExtensionsEvenWhenNamed() {
        assertEquals(Set.of("other", "plain"), steps.getSupportedExtensions());
        assertNull(steps.getExtensionName(Steps.OuterWrapper.class));
        assertThrows(IllegalStateException.class, () -> steps.getExtension("outer"));
    }

    @Test
    void namesInstancesByTheirClass() {
        assertEquals("plain", steps.getExtensionName(steps.getExtension("plain", false)));
        assertNull(steps.getExtensionName(steps.getExtension("plain")), "a wrapper has no name");
        assertEquals("english", greeters.getExtensionName(greeters.getExtension("english")));
    }

    @Test
    void withoutWrappersTheWrappedAndBareInstanceAreTheSame() {
        assertSame(greeters.getExtension("english"), greeters.getExtension("english", false));
    }

    @Test
    void defaultAliasHonoursWrapFlag() {
        assertInstanceOf(Steps.OuterWrapper.class, steps.getExtension("true"));
        assertInstanceOf(Steps.PlainStep.class, steps.getExtension("true", false));
    }

    @Test
    void tracksWhichExtensionsHaveBeenCreated() {
        assertNull(steps.getLoadedExtension("plain"));
        assertEquals(Set.of(), steps.getLoadedExtensions());

        Step plain = steps.getExtension("plain");
        steps.getExtension("other", false);

        assertSame(plain, steps.getLoadedExtension("plain"));
        assertNull(steps.getLoadedExtension("other"), "only wrapped instances count as loaded");
        assertEquals(Set.of("plain"), steps.getLoadedExtensions());
    }

    @Test
    void createsAnInstanceOfEverySupportedExtension() {
        Set<Step> instances = steps.getSupportedExtensionInstances();

        List<String> described = new ArrayList<>();
        instances.forEach(step -> described.add(step.describe()));
        assertEquals(List.of("outer(middle(inner(other)))", "outer(middle(inner(plain)))"), described);
        assertNotSame(steps.getExtension("other"), steps.getExtension("plain"));
    }

    @Test
    void resetLoaderCreatesNewInstances() {
        Greeter before = greeters.getExtension("english");
        ExtensionLoader.resetExtensionLoader(Greeter.class);

        assertNotSame(before, ExtensionLoader.getExtensionLoader(Greeter.class).getExtension("english"));
    }
}
