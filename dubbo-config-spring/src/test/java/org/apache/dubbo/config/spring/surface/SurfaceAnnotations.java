package org.apache.dubbo.config.spring.surface;

import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ConsumerConfig;
import org.apache.dubbo.config.ModuleConfig;
import org.apache.dubbo.config.MonitorConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ProviderConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.annotation.Argument;
import org.apache.dubbo.config.annotation.DubboReference;
import org.apache.dubbo.config.annotation.DubboService;
import org.apache.dubbo.config.annotation.Method;
import org.apache.dubbo.config.spring.context.annotation.EnableDubbo;
import org.apache.dubbo.rpc.service.GenericService;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * One Spring context in which every attribute of {@code @DubboService}, {@code @DubboReference}, {@code @Method} and
 * {@code @Argument} is set once, to a value that asks for something: a {@code @Bean} method per {@code @DubboService}
 * attribute (group {@code s-<attribute>}), a field per {@code @DubboReference} attribute (group
 * {@code r-<attribute>}), per {@code @Method} attribute ({@code m-<attribute>}) and per {@code @Argument} attribute
 * ({@code a-<attribute>}). Written out by hand (annotation values are compile-time constants);
 * {@code AnnotationAttributeSurfaceTest} checks that it covers every attribute the annotations declare.
 */
@Configuration
@EnableDubbo(scanBasePackages = "org.apache.dubbo.config.spring.surface.none")
public class SurfaceAnnotations {

    @Bean
    public ApplicationConfig surfaceApplication() {
        return new ApplicationConfig("surface-annotations");
    }

    @Bean
    public RegistryConfig surfaceRegistry() {
        RegistryConfig registry = new RegistryConfig("N/A");
        registry.setId("surfaceRegistry");
        return registry;
    }

    @Bean
    public ProtocolConfig dubbo(@Value("${surface.port}") int port) {
        ProtocolConfig protocol = new ProtocolConfig("dubbo", port);
        protocol.setId("dubbo");
        protocol.setHost("127.0.0.1");
        return protocol;
    }

    @Bean
    public ProviderConfig surfaceProvider() {
        return new ProviderConfig();
    }

    @Bean
    public ConsumerConfig surfaceConsumer() {
        return new ConsumerConfig();
    }

    @Bean
    public ModuleConfig surfaceModule() {
        return new ModuleConfig("surface-module");
    }

    @Bean
    public MonitorConfig surfaceMonitor() {
        return new MonitorConfig();
    }

    @Bean
    public SurfaceNotifier surfaceNotifier() {
        return new SurfaceNotifier();
    }

    @Bean
    public SurfaceExecutor surfaceExecutor() {
        return new SurfaceExecutor();
    }

    @Bean
    public References references() {
        return new References();
    }

    @Bean
    @DubboService(group = "s-accesslog", accesslog = "true")
    public SurfaceService sAccesslog() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-actives", actives = 7)
    public SurfaceService sActives() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-application", application = "surfaceApplication")
    public SurfaceService sApplication() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-async", async = true)
    public SurfaceService sAsync() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-cache", cache = "lru")
    public SurfaceService sCache() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-callbacks", callbacks = 3)
    public SurfaceService sCallbacks() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-cluster", cluster = "failfast")
    public SurfaceService sCluster() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-connections", connections = 2)
    public SurfaceService sConnections() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-delay", delay = 1)
    public SurfaceService sDelay() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-deprecated", deprecated = true)
    public SurfaceService sDeprecated() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-document", document = "surface-doc")
    public SurfaceService sDocument() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-dynamic", dynamic = false)
    public SurfaceService sDynamic() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-executes", executes = 7)
    public SurfaceService sExecutes() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-executor", executor = "surfaceExecutor")
    public SurfaceService sExecutor() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-export", export = false)
    public SurfaceService sExport() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-exportAsync", exportAsync = true)
    public SurfaceService sExportAsync() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-filter", filter = {"default"})
    public SurfaceService sFilter() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "surface-group")
    public SurfaceService sGroup() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-interfaceClass", interfaceClass = SurfaceService.class)
    public SurfaceService sInterfaceClass() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-interfaceName", interfaceName = "org.apache.dubbo.config.spring.surface.SurfaceService")
    public SurfaceService sInterfaceName() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-layer", layer = "biz")
    public SurfaceService sLayer() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-listener", listener = {"surfaceListener"})
    public SurfaceService sListener() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-loadbalance", loadbalance = "roundrobin")
    public SurfaceService sLoadbalance() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-local", local = "false")
    public SurfaceService sLocal() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-mock", mock = "return null")
    public SurfaceService sMock() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-module", module = "surfaceModule")
    public SurfaceService sModule() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-monitor", monitor = "surfaceMonitor")
    public SurfaceService sMonitor() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-onconnect", onconnect = "surfaceOnConnect")
    public SurfaceService sOnconnect() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-ondisconnect", ondisconnect = "surfaceOnDisconnect")
    public SurfaceService sOndisconnect() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-owner", owner = "surface-owner")
    public SurfaceService sOwner() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-parameters", parameters = {"surface.key", "surface-value"})
    public SurfaceService sParameters() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-path", path = "surface-path")
    public SurfaceService sPath() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-payload", payload = "8388608")
    public SurfaceService sPayload() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-preferSerialization", preferSerialization = "hessian2,fastjson2")
    public SurfaceService sPreferSerialization() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-protocol", protocol = {"dubbo"})
    public SurfaceService sProtocol() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-provider", provider = "surfaceProvider")
    public SurfaceService sProvider() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-proxy", proxy = "jdk")
    public SurfaceService sProxy() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-register", register = false)
    public SurfaceService sRegister() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-registry", registry = {"surfaceRegistry"})
    public SurfaceService sRegistry() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-retries", retries = 3)
    public SurfaceService sRetries() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-scope", scope = "remote")
    public SurfaceService sScope() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-sent", sent = true)
    public SurfaceService sSent() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-serialization", serialization = "hessian2")
    public SurfaceService sSerialization() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-stub", stub = "false")
    public SurfaceService sStub() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-tag", tag = "gray")
    public SurfaceService sTag() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-timeout", timeout = 3000)
    public SurfaceService sTimeout() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-token", token = "true")
    public SurfaceService sToken() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-validation", validation = "true")
    public SurfaceService sValidation() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-version", version = "1.0.0")
    public SurfaceService sVersion() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-weight", weight = 100)
    public SurfaceService sWeight() {
        return new SurfaceServiceImpl();
    }

    @Bean
    @DubboService(group = "s-methods", methods = @Method(name = "hello", timeout = 2500))
    public SurfaceService sMethods() {
        return new SurfaceServiceImpl();
    }

    /** A {@code @DubboReference} per attribute of {@code @DubboReference}, {@code @Method} and {@code @Argument}. */
    public static class References {

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-actives", actives = 7)
        SurfaceService actives;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-application", application = "surfaceApplication")
        SurfaceService application;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-async", async = true)
        SurfaceService async;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-cache", cache = "lru")
        SurfaceService cache;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-callbacks", callbacks = 3)
        SurfaceService callbacks;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", group = "r-check", check = false)
        SurfaceService check;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-client", client = "netty4")
        SurfaceService client;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-cluster", cluster = "failfast")
        SurfaceService cluster;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-connectTimeout", connectTimeout = 3000)
        SurfaceService connectTimeout;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-connections", connections = 2)
        SurfaceService connections;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-consumer", consumer = "surfaceConsumer")
        SurfaceService consumer;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-filter", filter = {"default"})
        SurfaceService filter;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-generic", interfaceName = "org.apache.dubbo.config.spring.surface.SurfaceService", generic = true)
        GenericService generic;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "surface-group")
        SurfaceService group;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-id", id = "surfaceReferenceId")
        SurfaceService id;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-init", init = false)
        SurfaceService init;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-injvm", injvm = false)
        SurfaceService injvm;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-interfaceClass", interfaceClass = SurfaceService.class)
        SurfaceService interfaceClass;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-interfaceName", interfaceName = "org.apache.dubbo.config.spring.surface.SurfaceService")
        SurfaceService interfaceName;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-iothreads", iothreads = 2)
        SurfaceService iothreads;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-keepAlive", keepAlive = "true")
        SurfaceService keepAlive;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-layer", layer = "biz")
        SurfaceService layer;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-lazy", lazy = true)
        SurfaceService lazy;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-listener", listener = {"surfaceListener"})
        SurfaceService listener;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-loadbalance", loadbalance = "roundrobin")
        SurfaceService loadbalance;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-maxPendingWriteBytes", maxPendingWriteBytes = 1048576L)
        SurfaceService maxPendingWriteBytes;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-merger", merger = "true")
        SurfaceService merger;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-mock", mock = "return null")
        SurfaceService mock;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-module", module = "surfaceModule")
        SurfaceService module;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-monitor", monitor = "surfaceMonitor")
        SurfaceService monitor;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-nativeTransport", nativeTransport = "nio")
        SurfaceService nativeTransport;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-onconnect", onconnect = "surfaceOnConnect")
        SurfaceService onconnect;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-ondisconnect", ondisconnect = "surfaceOnDisconnect")
        SurfaceService ondisconnect;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-overloadPolicy", overloadPolicy = "fail")
        SurfaceService overloadPolicy;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-owner", owner = "surface-owner")
        SurfaceService owner;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-parameters", parameters = {"surface.key", "surface-value"})
        SurfaceService parameters;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-protocol", protocol = "dubbo")
        SurfaceService protocol;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-providedBy", providedBy = {"surface-provider-app"})
        SurfaceService providedBy;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-providerNamespace", providerNamespace = "surface-ns")
        SurfaceService providerNamespace;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-providerPort", providerPort = 20880)
        SurfaceService providerPort;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-proxy", proxy = "jdk")
        SurfaceService proxy;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-reconnect", reconnect = "true")
        SurfaceService reconnect;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-referAsync", referAsync = true)
        SurfaceService referAsync;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-registry", registry = {"surfaceRegistry"})
        SurfaceService registry;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-retries", retries = 3)
        SurfaceService retries;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-scope", scope = "remote")
        SurfaceService scope;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-sent", sent = true)
        SurfaceService sent;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-services", services = {"surface-provider-app"})
        SurfaceService services;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-socketReceiveBuffer", socketReceiveBuffer = 65536)
        SurfaceService socketReceiveBuffer;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-socketSendBuffer", socketSendBuffer = 65536)
        SurfaceService socketSendBuffer;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-sticky", sticky = true)
        SurfaceService sticky;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-stub", stub = "false")
        SurfaceService stub;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-stubevent", stubevent = true)
        SurfaceService stubevent;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-tag", tag = "gray")
        SurfaceService tag;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-tcpNoDelay", tcpNoDelay = "true")
        SurfaceService tcpNoDelay;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-timeout", timeout = 3000)
        SurfaceService timeout;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-unloadClusterRelated", unloadClusterRelated = true)
        SurfaceService unloadClusterRelated;

        @DubboReference(check = false, group = "r-url", url = "dubbo://127.0.0.1:${surface.port}")
        SurfaceService url;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-validation", validation = "true")
        SurfaceService validation;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-version", version = "1.0.0")
        SurfaceService version;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-writeHighWaterMark", writeHighWaterMark = 65536)
        SurfaceService writeHighWaterMark;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-writeLowWaterMark", writeLowWaterMark = 32768)
        SurfaceService writeLowWaterMark;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "r-writeSpinCount", writeSpinCount = 8)
        SurfaceService writeSpinCount;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "m-actives", methods = @Method(name = "hello", actives = 7))
        SurfaceService mActives;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "m-async", methods = @Method(name = "hello", async = true))
        SurfaceService mAsync;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "m-cache", methods = @Method(name = "hello", cache = "lru"))
        SurfaceService mCache;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "m-deprecated", methods = @Method(name = "hello", deprecated = true))
        SurfaceService mDeprecated;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "m-executes", methods = @Method(name = "hello", executes = 7))
        SurfaceService mExecutes;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "m-isReturn", methods = @Method(name = "hello", isReturn = false))
        SurfaceService mIsReturn;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "m-loadbalance", methods = @Method(name = "hello", loadbalance = "roundrobin"))
        SurfaceService mLoadbalance;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "m-merger", methods = @Method(name = "hello", merger = "true"))
        SurfaceService mMerger;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "m-oninvoke", methods = @Method(name = "hello", oninvoke = "surfaceNotifier.done"))
        SurfaceService mOninvoke;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "m-onreturn", methods = @Method(name = "hello", onreturn = "surfaceNotifier.done"))
        SurfaceService mOnreturn;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "m-onthrow", methods = @Method(name = "hello", onthrow = "surfaceNotifier.done"))
        SurfaceService mOnthrow;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "m-parameters", methods = @Method(name = "hello", parameters = {"surface.key", "surface-value"}))
        SurfaceService mParameters;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "m-retries", methods = @Method(name = "hello", retries = 3))
        SurfaceService mRetries;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "m-sent", methods = @Method(name = "hello", sent = false))
        SurfaceService mSent;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "m-sticky", methods = @Method(name = "hello", sticky = true))
        SurfaceService mSticky;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "m-timeout", methods = @Method(name = "hello", timeout = 3000))
        SurfaceService mTimeout;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "m-validation", methods = @Method(name = "hello", validation = "true"))
        SurfaceService mValidation;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "a-callback", methods = @Method(name = "hello", arguments = @Argument(index = 0, callback = true)))
        SurfaceService aCallback;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "a-index", methods = @Method(name = "hello", arguments = @Argument(index = 0)))
        SurfaceService aIndex;

        @DubboReference(url = "dubbo://127.0.0.1:${surface.port}", check = false, group = "a-type", methods = @Method(name = "hello", arguments = @Argument(type = "java.lang.String")))
        SurfaceService aType;
    }
}
