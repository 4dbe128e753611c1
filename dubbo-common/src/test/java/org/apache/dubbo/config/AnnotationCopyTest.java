package org.apache.dubbo.config;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.dubbo.config.annotation.Argument;
import org.apache.dubbo.config.annotation.DubboReference;
import org.apache.dubbo.config.annotation.DubboService;
import org.apache.dubbo.config.annotation.Method;
import org.apache.dubbo.config.annotation.Reference;
import org.apache.dubbo.config.annotation.Service;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

@SuppressWarnings("deprecation")
class AnnotationCopyTest {

    private static <A extends java.lang.annotation.Annotation> A annotationOf(String field, Class<A> type) {
        try {
            return Fields.class.getDeclaredField(field).getAnnotation(type);
        } catch (NoSuchFieldException e) {
            throw new AssertionError(e);
        }
    }

    private static FakeReference<GreetingService> referenceFrom(String field) {
        FakeReference<GreetingService> reference = new FakeReference<>();
        reference.appendAnnotation(DubboReference.class, annotationOf(field, DubboReference.class));
        return reference;
    }

    /** Fields carrying the annotations under test. */
    static class Fields {
        @DubboReference
        GreetingService defaults;

        @DubboReference(check = false, timeout = 500, retries = 0, async = true, filter = {"a", "b"},
                registry = {"zk1", "zk2"}, interfaceClass = GreetingService.class, version = "1.0",
                providedBy = {"app1", "app2"}, protocol = "tri", id = "greeter", injvm = false, generic = true)
        GreetingService explicit;

        @DubboReference(parameters = {"k1", "v1", "k2", "v2"})
        GreetingService alternating;

        @DubboReference(parameters = {"k1:v1", "k2=v2", "url", "dubbo://h:1?a=b", "k3 = v3"})
        GreetingService separated;

        @DubboReference(parameters = {"k1", "v1", "dangling"})
        GreetingService danglingKey;

        @DubboReference(parameters = {":v"})
        GreetingService blankKey;

        @DubboReference(iothreads = 2, socketSendBuffer = 65536, tcpNoDelay = "false", keepAlive = "TRUE",
                connectTimeout = 1500, nativeTransport = "auto", maxPendingWriteBytes = 1048576L,
                overloadPolicy = "fail", writeSpinCount = 8, writeLowWaterMark = 1024, writeHighWaterMark = 2048,
                socketReceiveBuffer = 131072)
        GreetingService tuned;

        @DubboReference(iothreads = 0)
        GreetingService zeroIoThreads;

        @DubboReference(tcpNoDelay = "maybe")
        GreetingService badBoolean;

        @DubboReference(consumer = "myConsumer", monitor = "myMonitor", module = "myModule",
                application = "myApp")
        GreetingService beanNames;

        @DubboReference(methods = @Method(name = "greet", timeout = 100, sent = false, isReturn = false,
                parameters = {"m", "1"}, arguments = @Argument(index = 0, callback = true),
                onreturn = "listener.done"))
        GreetingService withMethods;

        @DubboReference(onconnect = "up", stubevent = true)
        GreetingService stubEvents;
    }

    @Test
    void defaultsAreNotCopied() {
        FakeReference<GreetingService> reference = referenceFrom("defaults");

        assertNull(reference.isCheck(), "check=true is the default, so it means unset");
        assertNull(reference.isInit());
        assertNull(reference.getTimeout());
        assertNull(reference.isInjvm());
        assertNull(reference.isAsync());
        assertNull(reference.getFilter());
        assertTrue(reference.getParameters().isEmpty());
        assertEquals(new FakeReference<GreetingService>(), reference);
    }

    @Test
    void explicitValuesAreCopied() {
        FakeReference<GreetingService> reference = referenceFrom("explicit");

        assertEquals(Boolean.FALSE, reference.isCheck());
        assertEquals(Integer.valueOf(500), reference.getTimeout());
        assertEquals(Integer.valueOf(0), reference.getRetries());
        assertEquals(Boolean.TRUE, reference.isAsync());
        assertEquals("a,b", reference.getFilter());
        assertEquals("zk1,zk2", reference.getRegistryIds());
        assertEquals(GreetingService.class.getName(), reference.getInterface());
        assertEquals(GreetingService.class, reference.getServiceInterfaceClass());
        assertEquals("1.0", reference.getVersion());
        assertEquals("app1,app2", reference.getProvidedBy());
        assertEquals("tri", reference.getProtocol());
        assertEquals("greeter", reference.getId());
        assertEquals(Boolean.FALSE, reference.isInjvm());
        assertEquals("true", reference.getGeneric());
    }

    @Test
    void parametersAcceptAlternatingKeysAndValues() {
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("k1", "v1");
        expected.put("k2", "v2");

        assertEquals(expected, referenceFrom("alternating").getParameters());
    }

    @Test
    void parametersAcceptColonAndEqualsEntries() {
        Map<String, String> expected = new HashMap<>();
        expected.put("k1", "v1");
        expected.put("k2", "v2");
        expected.put("url", "dubbo://h:1?a=b");
        expected.put("k3", "v3");

        assertEquals(expected, referenceFrom("separated").getParameters());
    }

    @Test
    void parametersWithoutValueFailNamingTheKey() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> referenceFrom("danglingKey"));
        assertTrue(e.getMessage().contains("@DubboReference(parameters)"), e.getMessage());
        assertTrue(e.getMessage().contains("'dangling'"), e.getMessage());

        IllegalArgumentException blank = assertThrows(IllegalArgumentException.class,
                () -> referenceFrom("blankKey"));
        assertTrue(blank.getMessage().contains("without a key"), blank.getMessage());
    }

    @Test
    void parametersAreAddedToExistingOnes() {
        FakeReference<GreetingService> reference = new FakeReference<>();
        reference.getParameters().put("k0", "v0");
        reference.getParameters().put("k1", "old");
        reference.appendAnnotation(DubboReference.class, annotationOf("alternating", DubboReference.class));

        assertEquals("v0", reference.getParameters().get("k0"));
        assertEquals("v1", reference.getParameters().get("k1"));
    }

    @Test
    void tuningAttributesAreCopiedAndConverted() {
        FakeReference<GreetingService> reference = referenceFrom("tuned");

        assertEquals(Integer.valueOf(2), reference.getIothreads());
        assertEquals(Integer.valueOf(65536), reference.getSocketSendBuffer());
        assertEquals(Integer.valueOf(131072), reference.getSocketReceiveBuffer());
        assertEquals(Boolean.FALSE, reference.getTcpNoDelay());
        assertEquals(Boolean.TRUE, reference.getKeepAlive());
        assertEquals(Integer.valueOf(1500), reference.getConnectTimeout());
        assertEquals("auto", reference.getNativeTransport());
        assertEquals(Long.valueOf(1048576L), reference.getMaxPendingWriteBytes());
        assertEquals("fail", reference.getOverloadPolicy());
        assertEquals(Integer.valueOf(8), reference.getWriteSpinCount());
        assertEquals(Integer.valueOf(1024), reference.getWriteLowWaterMark());
        assertEquals(Integer.valueOf(2048), reference.getWriteHighWaterMark());
    }

    @Test
    void invalidTuningValuesFailWithTheSettersMessage() {
        IllegalArgumentException zero = assertThrows(IllegalArgumentException.class,
                () -> referenceFrom("zeroIoThreads"));
        assertEquals("Invalid iothreads=0: must be at least 1", zero.getMessage());

        IllegalArgumentException notBoolean = assertThrows(IllegalArgumentException.class,
                () -> referenceFrom("badBoolean"));
        assertEquals("Invalid @DubboReference(tcpNoDelay=\"maybe\"): expected true or false",
                notBoolean.getMessage());
    }

    @Test
    void beanNamesAreLeftToSpring() {
        FakeReference<GreetingService> reference = referenceFrom("beanNames");

        assertNull(reference.getConsumer());
        assertNull(reference.getMonitor());
        assertNull(reference.getModule());
        assertNull(reference.getApplication());
    }

    @Test
    void methodsBecomeMethodConfigs() {
        FakeReference<GreetingService> reference = referenceFrom("withMethods");

        List<MethodConfig> methods = reference.getMethods();
        assertEquals(1, methods.size());
        MethodConfig method = methods.get(0);
        assertEquals("greet", method.getName());
        assertEquals(Integer.valueOf(100), method.getTimeout());
        assertEquals(Boolean.FALSE, method.getSent());
        assertEquals(Boolean.FALSE, method.isReturn());
        assertEquals("1", method.getParameters().get("m"));
        assertEquals("listener", method.getOnreturn());
        assertEquals("done", method.getOnreturnMethod());
        assertNull(method.getOninvoke());
        assertEquals(1, method.getArguments().size());
        assertEquals(Integer.valueOf(0), method.getArguments().get(0).getIndex());
        assertEquals(Boolean.TRUE, method.getArguments().get(0).isCallback());
    }

    @Test
    void onconnectTurnsOnStubEvents() {
        assertEquals(Boolean.TRUE, referenceFrom("stubEvents").getStubevent());
    }

    @DubboService(version = "2.0", group = "g", timeout = 300, weight = 50, delay = 100, payload = "1024",
            protocol = {"dubbo", "tri"}, provider = "p1", registry = "zk", export = false, token = "true",
            parameters = {"a=1"}, listener = {"l1"}, executor = "myExecutor", interfaceClass = GreetingService.class)
    static class AnnotatedService implements GreetingService {
        @Override
        public String greet(String name) {
            return name;
        }
    }

    @DubboService(payload = "lots")
    static class BadPayloadService {
    }

    @Test
    void dubboServiceAttributesAreCopied() {
        FakeService<GreetingService> service = new FakeService<>();
        service.appendAnnotation(DubboService.class, AnnotatedService.class.getAnnotation(DubboService.class));

        assertEquals("2.0", service.getVersion());
        assertEquals("g", service.getGroup());
        assertEquals(Integer.valueOf(300), service.getTimeout());
        assertEquals(Integer.valueOf(50), service.getWeight());
        assertEquals(Integer.valueOf(100), service.getDelay());
        assertEquals(Integer.valueOf(1024), service.getPayload(), "payload is a String in the annotation");
        assertEquals("dubbo,tri", service.getProtocolIds());
        assertEquals("p1", service.getProviderIds());
        assertEquals("zk", service.getRegistryIds());
        assertEquals(Boolean.FALSE, service.getExport());
        assertEquals("true", service.getToken());
        assertEquals("1", service.getParameters().get("a"));
        assertEquals("l1", service.getListener());
        assertNull(service.getExecutor());
        assertEquals(GreetingService.class, service.getInterfaceClass());
        assertNull(service.getRetries(), "retries=-1 is the default");
    }

    @Test
    void malformedNumberFailsNamingTheAttribute() {
        FakeService<GreetingService> service = new FakeService<>();
        DubboService annotation = BadPayloadService.class.getAnnotation(DubboService.class);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> service.appendAnnotation(DubboService.class, annotation));
        assertEquals("Invalid @DubboService(payload=\"lots\"): not a number", e.getMessage());
    }

    @Service(interfaceName = "com.acme.Api", retries = 2, loadbalance = "random", timeout = 0, callbacks = 1,
            executes = 5, methods = @Method(name = "call", retries = 3))
    static class LegacyService {
    }

    @Test
    void legacyServiceAnnotationFillsTheConstructorAndKeepsItsOwnDefaultsUnset() {
        FakeService<Object> service = new FakeService<>(LegacyService.class.getAnnotation(Service.class));

        assertEquals("com.acme.Api", service.getInterface());
        assertNull(service.getRetries(), "2 is @Service's default");
        assertNull(service.getLoadbalance());
        assertNull(service.getTimeout());
        assertNull(service.getCallbacks());
        assertEquals(Integer.valueOf(5), service.getExecutes());
        assertEquals(Integer.valueOf(3), service.getMethods().get(0).getRetries());
    }

    static class LegacyReferenceHolder {
        @Reference(url = "dubbo://127.0.0.1:20880", lazy = true, injvm = false, stub = "true")
        Object api;
    }

    @Test
    void legacyReferenceAnnotationFillsTheConstructor() throws NoSuchFieldException {
        Reference annotation = LegacyReferenceHolder.class.getDeclaredField("api").getAnnotation(Reference.class);

        FakeReference<Object> reference = new FakeReference<>(annotation);

        assertEquals("dubbo://127.0.0.1:20880", reference.getUrl());
        assertEquals(Boolean.TRUE, reference.getLazy());
        assertEquals(Boolean.FALSE, reference.isInjvm());
        assertEquals("true", reference.getStub());
    }

    static class CallbackHolder {
        @DubboReference(methods = @Method(name = "x", oninvoke = "noMethodPart"))
        Object api;
    }

    @Test
    void callbackWithoutMethodNameFails() throws NoSuchFieldException {
        DubboReference annotation = CallbackHolder.class.getDeclaredField("api").getAnnotation(DubboReference.class);

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new FakeReference<>().appendAnnotation(DubboReference.class, annotation));
        assertEquals("Invalid @Method(oninvoke=\"noMethodPart\"): expected \"beanName.methodName\"", e.getMessage());
    }

    static class ArgumentHolder {
        @DubboReference(methods = @Method(name = "x", arguments = @Argument(type = "com.acme.Listener")))
        Object api;
    }

    @Test
    void argumentChosenByTypeKeepsIndexUnset() throws NoSuchFieldException {
        DubboReference annotation = ArgumentHolder.class.getDeclaredField("api").getAnnotation(DubboReference.class);
        FakeReference<Object> reference = new FakeReference<>();
        reference.appendAnnotation(DubboReference.class, annotation);

        ArgumentConfig argument = reference.getMethods().get(0).getArguments().get(0);
        assertEquals(Integer.valueOf(-1), argument.getIndex());
        assertEquals("com.acme.Listener", argument.getType());
        assertFalse(argument.isCallback());
    }
}
