package org.apache.dubbo.rpc.cluster.support.wrapper;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.AsyncRpcResult;
import org.apache.dubbo.rpc.InvokeMode;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.Cluster;
import org.apache.dubbo.rpc.cluster.DemoException;
import org.apache.dubbo.rpc.cluster.DemoService;
import org.apache.dubbo.rpc.cluster.Directories;
import org.apache.dubbo.rpc.cluster.Directory;
import org.apache.dubbo.rpc.cluster.FakeInvoker;
import org.apache.dubbo.rpc.cluster.Invocations;
import org.apache.dubbo.rpc.cluster.SilentException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

@Timeout(60)
class MockClusterInvokerTest {

    private final FakeInvoker working = FakeInvoker.named("working").returning("real");
    private final FakeInvoker failing = FakeInvoker.named("failing")
            .throwing(new RpcException(RpcException.NETWORK_EXCEPTION, "connection refused"));

    private static Invoker<DemoService> join(FakeInvoker provider, String... consumerParameters) {
        URL url = Directories.consumerUrl(consumerParameters);
        return ExtensionLoader.getExtensionLoader(Cluster.class).getExtension("failfast")
                .join(Directories.of(url, provider));
    }

    private static Object call(Invoker<DemoService> invoker, String method, Object... arguments) throws Throwable {
        return invoker.invoke(Invocations.sync(method, arguments)).recreate();
    }

    @Test
    void everyClusterIsWrappedByTheMockWrapper() {
        Invoker<DemoService> invoker = join(working);
        assertInstanceOf(MockClusterInvoker.class, invoker);
    }

    @Test
    void withoutMockOrWithFalseTheProviderIsCalled() throws Throwable {
        assertEquals("real", call(join(working), "sayHello", "x"));
        assertEquals("real", call(join(working, "mock", "false"), "sayHello", "x"));
        assertThrows(RpcException.class, () -> call(join(failing, "mock", "false"), "sayHello", "x"));
    }

    @Test
    void forceAnswersWithTheMockWithoutCallingTheProvider() throws Throwable {
        Invoker<DemoService> invoker = join(working, "mock", "force:return forced");

        assertEquals("forced", call(invoker, "sayHello", "x"));
        assertEquals(0, working.calls());
    }

    @Test
    void failCallsTheProviderAndMocksOnlyAFailure() throws Throwable {
        assertEquals("real", call(join(working, "mock", "fail:return mocked"), "sayHello", "x"));
        assertEquals("mocked", call(join(failing, "mock", "fail:return mocked"), "sayHello", "x"));
        assertEquals(1, failing.calls());
    }

    @Test
    void plainValueMeansFail() throws Throwable {
        assertEquals("real", call(join(working, "mock", "return mocked"), "sayHello", "x"));
        assertEquals("mocked", call(join(failing, "mock", "return mocked"), "sayHello", "x"));
    }

    @Test
    void missingProvidersAreMockedToo() throws Throwable {
        Invoker<DemoService> invoker = ExtensionLoader.getExtensionLoader(Cluster.class).getExtension("failover")
                .join(new Directories.Mutable(Directories.consumerUrl("mock", "return none")));

        assertEquals("none", call(invoker, "sayHello", "x"));
    }

    @Test
    void businessExceptionsAreNotMocked() {
        FakeInvoker refusing = FakeInvoker.named("refusing")
                .answering(inv -> AsyncRpcResult.newDefaultAsyncResult(new DemoException("refused"), inv));
        FakeInvoker bizThrowing = FakeInvoker.named("biz")
                .throwing(new RpcException(RpcException.BIZ_EXCEPTION, "biz"));

        assertThrows(DemoException.class, () -> call(join(refusing, "mock", "return mocked"), "sayHello", "x"));
        assertThrows(RpcException.class, () -> call(join(bizThrowing, "mock", "return mocked"), "sayHello", "x"));
    }

    @Test
    void returnValuesAreConvertedToTheReturnType() throws Throwable {
        assertNull(call(join(failing, "mock", "return"), "sayHello", "x"));
        assertNull(call(join(failing, "mock", "return null"), "sayHello", "x"));
        assertEquals("", call(join(failing, "mock", "return empty"), "sayHello", "x"));
        assertEquals(0, call(join(failing, "mock", "return empty"), "count"));
        assertEquals(List.of(), call(join(failing, "mock", "return empty"), "numbers"));
        assertEquals(Map.of(), call(join(failing, "mock", "return empty"), "scores"));
        assertEquals(42, call(join(failing, "mock", "return 42"), "count"));
        assertEquals(true, call(join(failing, "mock", "return true"), "enabled"));
        assertEquals(false, call(join(failing, "mock", "return false"), "enabled"));
        assertEquals("quoted text", call(join(failing, "mock", "return 'quoted text'"), "sayHello", "x"));
        assertEquals("double", call(join(failing, "mock", "return \"double\""), "sayHello", "x"));
        assertEquals("backquoted", call(join(failing, "mock", "return `backquoted`"), "sayHello", "x"));
        assertEquals("{not json}", call(join(failing, "sayHello.mock", "return {not json}"), "sayHello", "x"),
                "a String method takes any text as is");
        assertEquals(List.of(1, 2, 3), call(join(failing, "mock", "return [1, 2, 3]"), "numbers"));
        assertEquals(Map.of("a", 1), call(join(failing, "mock", "return {\"a\": 1}"), "scores"));
        DemoService.Person person = (DemoService.Person) call(
                join(failing, "mock", "return {\"name\": \"Ann\", \"age\": 31}"), "person");
        assertEquals("Ann", person.getName());
        assertEquals(31, person.getAge());
        assertNotNullPerson(call(join(failing, "mock", "return empty"), "person"));
    }

    private static void assertNotNullPerson(Object value) {
        assertInstanceOf(DemoService.Person.class, value);
    }

    @Test
    void valueThatDoesNotFitTheReturnTypeIsAClearError() {
        Exception e = assertThrows(Exception.class,
                () -> call(join(failing, "mock", "force:return 1.5"), "count"));
        assertTrue(e.getMessage().contains("Cannot convert the mock value '1.5' to int"), e.getMessage());
    }

    @Test
    void throwAnswersWithAnRpcExceptionCausedByTheFailure() {
        RpcException e = assertThrows(RpcException.class,
                () -> call(join(failing, "mock", "throw"), "sayHello", "x"));

        assertTrue(e.getMessage().startsWith("Mocked exception for service degradation of the method sayHello"),
                e.getMessage());
        assertTrue(e.getMessage().contains("connection refused"), e.getMessage());
        assertTrue(e.getCause().getMessage().contains("connection refused"), e.getCause().getMessage());
    }

    @Test
    void throwWithAClassAnswersWithThatExceptionAsTheServices() {
        DemoException e = assertThrows(DemoException.class,
                () -> call(join(failing, "mock", "throw org.apache.dubbo.rpc.cluster.DemoException"), "sayHello",
                        "x"));
        assertEquals("Mocked exception for service degradation", e.getMessage());
        assertThrows(SilentException.class, () -> call(join(working,
                "mock", "force:throw org.apache.dubbo.rpc.cluster.SilentException"), "sayHello", "x"));
    }

    @Test
    void trueAndDefaultUseTheInterfaceMockClassWithTheSameArguments() throws Throwable {
        assertEquals("mocked hello ann", call(join(failing, "mock", "true"), "sayHello", "ann"));
        assertEquals("mocked hello bob", call(join(failing, "mock", "default"), "sayHello", "bob"));
        assertEquals("mocked hello cid", call(join(working, "mock", "force"), "sayHello", "cid"));
        assertEquals("mocked hello dan", call(join(failing, "mock", "fail"), "sayHello", "dan"));
        assertEquals("b", call(join(failing, "mock", "force:true"), "pick", "a", "b"));
    }

    @Test
    void mockClassExceptionIsTheServicesException() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> call(join(failing, "mock", "true"), "enabled"));
        assertEquals("mock refuses", e.getMessage());
    }

    @Test
    void namedMockClassIsUsed() throws Throwable {
        assertEquals("other mock x",
                call(join(failing, "mock", "org.apache.dubbo.rpc.cluster.OtherDemoMock"), "sayHello", "x"));
        assertEquals("other mock y",
                call(join(working, "mock", "force:org.apache.dubbo.rpc.cluster.OtherDemoMock"), "sayHello", "y"));
    }

    @Test
    void methodLevelMockAppliesToThatMethodOnly() throws Throwable {
        Invoker<DemoService> invoker = join(working, "sayHello.mock", "force:return forced");

        assertEquals("forced", call(invoker, "sayHello", "x"));
        assertEquals("real", call(invoker, "pick", "a", "b"));
    }

    @Test
    void percentEncodedValueIsDecoded() throws Throwable {
        assertEquals("encoded value",
                call(join(working, "mock", URL.encode("force:return encoded value")), "sayHello", "x"));
    }

    @Test
    void asyncFailureIsMockedWhenTheFutureFails() throws Exception {
        CompletableFuture<AppResponse> response = new CompletableFuture<>();
        FakeInvoker timingOut = FakeInvoker.named("timing-out").answering(inv -> new AsyncRpcResult(response, inv));
        Invoker<DemoService> invoker = join(timingOut, "mock", "return later");

        Result result = invoker.invoke(Invocations.of("sayHelloAsync", InvokeMode.FUTURE, "x"));

        assertFalse(((AsyncRpcResult) result).getResponseFuture().isDone());
        response.completeExceptionally(new RpcException(RpcException.TIMEOUT_EXCEPTION, "timeout"));
        assertEquals("later", ((AsyncRpcResult) result).valueFuture().get(30, TimeUnit.SECONDS));
    }

    @Test
    void mockClassAnswersFutureMethodsWithTheFuturesValue() throws Exception {
        Invoker<DemoService> invoker = join(working, "mock", "force:true");

        Result result = invoker.invoke(Invocations.of("sayHelloAsync", InvokeMode.FUTURE, "x"));

        assertEquals("mocked async x", ((AsyncRpcResult) result).valueFuture().get(30, TimeUnit.SECONDS));
    }

    @Test
    void invalidMockValuesFailWhenTheInvokerIsCreatedNamingTheValue() {
        assertInvalid("mock", "throw com.example.NoSuchException", "com.example.NoSuchException");
        assertInvalid("mock", "throw org.apache.dubbo.rpc.cluster.NotADemoService", "not an exception class");
        assertInvalid("mock", "retrun null", "expected 'return ...'");
        assertInvalid("mock", "com.example.NoSuchMock", "com.example.NoSuchMock");
        assertInvalid("mock", "org.apache.dubbo.rpc.cluster.NotADemoService", "does not implement");
        assertInvalid("numbers.mock", "force:return [1, ", "is not valid JSON");
        assertInvalid("mock", "return {\"a\": ", "is not valid JSON");
    }

    @Test
    void trueWithoutAnInterfaceMockClassFailsNamingTheClass() {
        @SuppressWarnings("unchecked")
        Directory<Runnable> directory = mock(Directory.class);
        when(directory.getInterface()).thenReturn(Runnable.class);
        when(directory.getConsumerUrl()).thenReturn(Directories.consumerUrl("mock", "true"));

        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> new MockClusterInvoker<>(directory, mock(Invoker.class)));

        assertTrue(e.getMessage().contains("Invalid mock=true of java.lang.Runnable"), e.getMessage());
        assertTrue(e.getMessage().contains("Cannot load class java.lang.RunnableMock"), e.getMessage());
    }

    private void assertInvalid(String key, String value, String expected) {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> join(working, key, value));
        assertTrue(e.getMessage().contains(key + "=" + value), e.getMessage());
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }

    @Test
    void mockClusterInvokerExposesTheDirectory() {
        MockClusterInvoker<DemoService> invoker = (MockClusterInvoker<DemoService>) join(working);

        assertSame(DemoService.class, invoker.getInterface());
        assertTrue(invoker.isAvailable());
        invoker.destroy();
        assertTrue(invoker.isDestroyed());
        assertFalse(invoker.isAvailable());
    }
}
