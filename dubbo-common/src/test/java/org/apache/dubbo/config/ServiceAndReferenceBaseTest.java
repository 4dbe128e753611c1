package org.apache.dubbo.config;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

@SuppressWarnings("deprecation")
class ServiceAndReferenceBaseTest {

    private static final String GENERIC_SERVICE = "org.apache.dubbo.rpc.service.GenericService";

    @Test
    void uniqueServiceNameHasGroupAndVersion() {
        FakeService<GreetingService> service = new FakeService<>();
        assertNull(service.getUniqueServiceName());
        service.setInterface(GreetingService.class);
        service.setGroup("g");
        service.setVersion("1.0");
        FakeReference<GreetingService> reference = new FakeReference<>();
        reference.setInterface(GreetingService.class);

        assertEquals("g/" + GreetingService.class.getName() + ":1.0", service.getUniqueServiceName());
        assertEquals(GreetingService.class.getName(), reference.getUniqueServiceName());
    }

    @Test
    void serviceFallsBackToItsProvider() {
        ProviderConfig provider = new ProviderConfig();
        provider.setExport(false);
        provider.setDelay(1000);
        provider.setGroup("pg");
        provider.setVersion("pv");
        provider.setExportAsync(true);
        FakeService<GreetingService> service = new FakeService<>();

        assertTrue(service.shouldExport(), "exports by default");
        assertFalse(service.shouldDelay());
        assertFalse(service.shouldExportAsync());
        service.setProvider(provider);
        assertFalse(service.shouldExport());
        assertTrue(service.shouldDelay());
        assertTrue(service.shouldExportAsync());
        assertEquals("pg", service.getGroup());
        assertEquals("pv", service.getVersion());

        service.setExport(true);
        service.setDelay(0);
        service.setGroup("sg");
        assertTrue(service.shouldExport());
        assertFalse(service.shouldDelay());
        assertEquals("sg", service.getGroup());
    }

    @Test
    void referenceFallsBackToItsConsumer() {
        FakeReference<GreetingService> reference = new FakeReference<>();
        assertTrue(reference.shouldCheck());
        assertTrue(reference.shouldInit());
        assertFalse(reference.shouldReferAsync());

        ConsumerConfig consumer = new ConsumerConfig();
        consumer.setCheck(false);
        consumer.setInit(false);
        consumer.setReferAsync(true);
        consumer.setVersion("cv");
        reference.setConsumer(consumer);
        assertFalse(reference.shouldCheck());
        assertFalse(reference.shouldInit());
        assertTrue(reference.shouldReferAsync());
        assertEquals("cv", reference.getVersion());

        reference.setCheck(true);
        assertTrue(reference.shouldCheck());
    }

    @Test
    void getIsGetWithCheck() {
        FakeReference<GreetingService> reference = new FakeReference<>();
        reference.get();
        reference.get(false);

        assertEquals(Arrays.asList(true, false), reference.checks);
    }

    @Test
    void serviceLifecycleIsTheImplementations() {
        FakeService<GreetingService> service = new FakeService<>();
        service.setInterface(GreetingService.class);

        service.export();
        assertTrue(service.isExported());
        assertEquals(1, service.getExportedUrls().size());
        service.unexport();
        assertTrue(service.isUnexported());
        assertTrue(service.getExportedUrls().isEmpty());
    }

    @Test
    void genericWithoutTheRpcModuleIsAClearError() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ReferenceConfigBase.determineInterfaceClass("true", GreetingService.class.getName()));
        assertTrue(e.getMessage().contains(GENERIC_SERVICE), e.getMessage());
        assertTrue(e.getMessage().contains("dubbo-rpc"), e.getMessage());
    }

    @Test
    void nonGenericLoadsTheInterface() {
        assertSame(GreetingService.class,
                ReferenceConfigBase.determineInterfaceClass("false", GreetingService.class.getName()));
        assertSame(GreetingService.class,
                ReferenceConfigBase.determineInterfaceClass(null, GreetingService.class.getName()));
        assertNull(ReferenceConfigBase.determineInterfaceClass(null, ""));
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ReferenceConfigBase.determineInterfaceClass(null, "com.acme.Missing"));
        assertTrue(e.getMessage().contains("com.acme.Missing"), e.getMessage());
    }

    @Test
    void genericReferencesProxyGenericService(@TempDir Path dir) throws Exception {
        try (URLClassLoader rpc = genericServiceLoader(dir)) {
            FakeReference<Object> reference = new FakeReference<>();
            reference.setInterface(GreetingService.class);
            reference.setInterfaceClassLoader(rpc);

            assertSame(GreetingService.class, reference.getInterfaceClass());
            ConsumerConfig consumer = new ConsumerConfig();
            consumer.setGeneric("true");
            reference.setConsumer(consumer);
            assertEquals(GENERIC_SERVICE, reference.getInterfaceClass().getName(), "generic from the consumer");
            assertSame(GreetingService.class, reference.getServiceInterfaceClass());
            assertEquals(GENERIC_SERVICE,
                    ReferenceConfigBase.determineInterfaceClass("bean", "com.acme.Missing", rpc).getName());
        }
    }

    @Test
    void aServiceImplementedGenericallyHasTheGenericServiceInterface(@TempDir Path dir) throws Exception {
        try (URLClassLoader rpc = genericServiceLoader(dir)) {
            Class<?> genericService = rpc.loadClass(GENERIC_SERVICE);
            Object implementation = java.lang.reflect.Proxy.newProxyInstance(rpc, new Class<?>[]{genericService},
                    (proxy, method, args) -> null);
            FakeService<Object> service = new FakeService<>();
            service.setInterface("com.acme.NotOnTheClassPath");
            service.setRef(implementation);

            assertSame(genericService, service.getInterfaceClass());
        }
    }

    @Test
    void serviceInterfaceOfAGenericCallerMayBeMissing() {
        FakeReference<Object> reference = new FakeReference<>();
        reference.setInterface("com.acme.NotOnTheClassPath");

        assertNull(reference.getServiceInterfaceClass());
    }

    @Test
    void moduleModelChangesCarryRelatedConfigsAlong() {
        org.apache.dubbo.rpc.model.FrameworkModel framework = new org.apache.dubbo.rpc.model.FrameworkModel();
        try {
            org.apache.dubbo.rpc.model.ModuleModel module = framework.newApplication().newModule();
            FakeService<GreetingService> service = new FakeService<>();
            ProviderConfig provider = new ProviderConfig();
            MethodConfig method = new MethodConfig();
            service.setProvider(provider);
            service.setMethods(Collections.singletonList(method));
            FakeReference<GreetingService> reference = new FakeReference<>();
            ConsumerConfig consumer = new ConsumerConfig();
            reference.setConsumer(consumer);

            service.setScopeModel(module);
            reference.setScopeModel(module);

            assertSame(module, provider.getScopeModel());
            assertSame(module, service.getMethods().get(0).getScopeModel());
            assertSame(module, consumer.getScopeModel());
        } finally {
            framework.destroy();
        }
    }

    /** Compiles a stand-in for dubbo-rpc's GenericService, which this module cannot depend on. */
    private static URLClassLoader genericServiceLoader(Path dir) throws IOException {
        Path source = dir.resolve("org/apache/dubbo/rpc/service/GenericService.java");
        Files.createDirectories(source.getParent());
        Files.write(source, ("package org.apache.dubbo.rpc.service;\n"
                + "public interface GenericService {\n"
                + "    Object $invoke(String method, String[] types, Object[] args);\n"
                + "}\n").getBytes(StandardCharsets.UTF_8));
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        assertNotNull(compiler, "tests need a JDK");
        assertEquals(0, compiler.run(null, null, null, "-d", dir.toString(), source.toString()));
        return new URLClassLoader(new URL[]{dir.toUri().toURL()}, ServiceAndReferenceBaseTest.class.getClassLoader());
    }
}
