package org.apache.dubbo.config;

import org.apache.dubbo.config.support.Parameter;
import org.apache.dubbo.rpc.model.ModuleModel;

/**
 * Consumer-side settings shared by references and their {@link ConsumerConfig} defaults: start-up check,
 * eager or lazy connection, generic calls, stickiness, routing, the client transport, and the client transport
 * tuning of Dubbo Tuned.
 *
 * <p>The tuning attributes live here because references and consumers are this class's only subclasses:
 * method configs, which share the call-level settings, must not carry them. A reference's value wins over its
 * consumer's; the keys and their effect are described in {@code docs/transport.md}.
 */
public abstract class AbstractReferenceConfig extends AbstractInterfaceConfig {

    private static final long serialVersionUID = 1L;

    private Boolean check;
    private Boolean init;
    private String generic;
    private Boolean injvm;
    private Boolean lazy;
    private String reconnect;
    private Boolean sticky;
    private Boolean stubevent;
    private String providedBy;
    private Integer providerPort;
    private String providerNamespace;
    private String router;
    private Boolean referAsync;
    private String client;
    private String protocol;

    private Integer iothreads;
    private Integer socketSendBuffer;
    private Integer socketReceiveBuffer;
    private Integer writeSpinCount;
    private Integer writeLowWaterMark;
    private Integer writeHighWaterMark;
    private Boolean tcpNoDelay;
    private Integer http2InitialWindowSize;
    private Integer http2ConnectionWindowSize;
    private Integer http2MaxConcurrentStreams;
    private Integer http2MaxFrameSize;
    private Integer http2MaxHeaderListSize;
    private Integer http2HeaderTableSize;
    private Boolean keepAlive;
    private Integer connectTimeout;
    private String nativeTransport;
    private Long maxPendingWriteBytes;
    private String overloadPolicy;

    protected AbstractReferenceConfig() {
    }

    protected AbstractReferenceConfig(ModuleModel moduleModel) {
        super(moduleModel);
    }

    /** Whether start-up fails when no provider is available. */
    public Boolean isCheck() {
        return check;
    }

    public void setCheck(Boolean check) {
        this.check = check;
    }

    /** Whether the proxy is created eagerly. */
    public Boolean isInit() {
        return init;
    }

    public void setInit(Boolean init) {
        this.init = init;
    }

    /** @deprecated use {@link #getGeneric()} */
    @Deprecated
    @Parameter(excluded = true, attribute = false)
    public Boolean isGeneric() {
        return generic == null ? null : GenericValues.isGeneric(generic);
    }

    /** @deprecated use {@link #setGeneric(String)} */
    @Deprecated
    public void setGeneric(Boolean generic) {
        if (generic != null) {
            this.generic = generic.toString();
        }
    }

    /** How generic calls represent values: {@code true}, {@code nativejava}, {@code bean}, ... or {@code false}. */
    public String getGeneric() {
        return generic;
    }

    /**
     * Blank values are ignored, so that an unset attribute never clears a generic reference.
     *
     * @throws IllegalArgumentException for an unknown value
     */
    public void setGeneric(String generic) {
        if (generic == null || generic.trim().isEmpty()) {
            return;
        }
        this.generic = GenericValues.check(generic.trim());
    }

    /** @deprecated use {@code scope=local} */
    @Deprecated
    public Boolean isInjvm() {
        return injvm;
    }

    /** @deprecated use {@code scope=local} */
    @Deprecated
    public void setInjvm(Boolean injvm) {
        this.injvm = injvm;
    }

    /** Whether connections are made on the first call instead of at start-up. */
    public Boolean getLazy() {
        return lazy;
    }

    public void setLazy(Boolean lazy) {
        this.lazy = lazy;
    }

    /** A connect callback also turns on stub events. */
    @Override
    public void setOnconnect(String onconnect) {
        if (onconnect != null && !onconnect.isEmpty()) {
            stubevent = true;
        }
        super.setOnconnect(onconnect);
    }

    /** A disconnect callback also turns on stub events. */
    @Override
    public void setOndisconnect(String ondisconnect) {
        if (ondisconnect != null && !ondisconnect.isEmpty()) {
            stubevent = true;
        }
        super.setOndisconnect(ondisconnect);
    }

    /** Whether the stub receives connection events; set by {@link #setOnconnect}/{@link #setOndisconnect}. */
    @Parameter(key = "dubbo.stub.event")
    public Boolean getStubevent() {
        return stubevent;
    }

    /** {@code false} disables reconnecting after a connection is lost. */
    public String getReconnect() {
        return reconnect;
    }

    public void setReconnect(String reconnect) {
        this.reconnect = reconnect;
    }

    public Boolean getSticky() {
        return sticky;
    }

    public void setSticky(Boolean sticky) {
        this.sticky = sticky;
    }

    /** Names of the provider applications, which spares the service-name mapping lookup. */
    @Parameter(key = "provided-by")
    public String getProvidedBy() {
        return providedBy;
    }

    public void setProvidedBy(String providedBy) {
        this.providedBy = providedBy;
    }

    @Parameter(key = "provider-port")
    public Integer getProviderPort() {
        return providerPort;
    }

    public void setProviderPort(Integer providerPort) {
        this.providerPort = providerPort;
    }

    @Parameter(key = "provider-namespace")
    public String getProviderNamespace() {
        return providerNamespace;
    }

    public void setProviderNamespace(String providerNamespace) {
        this.providerNamespace = providerNamespace;
    }

    @Parameter(key = "router", append = true)
    public String getRouter() {
        return router;
    }

    public void setRouter(String router) {
        this.router = router;
    }

    /** @deprecated use {@link ModuleConfig#setReferAsync(Boolean)} */
    @Deprecated
    @Parameter(key = "refer-async")
    public Boolean getReferAsync() {
        return referAsync;
    }

    /** @deprecated use {@link ModuleConfig#setReferAsync(Boolean)} */
    @Deprecated
    public void setReferAsync(Boolean referAsync) {
        this.referAsync = referAsync;
    }

    /** Client transporter ({@code netty}). */
    public String getClient() {
        return client;
    }

    public void setClient(String client) {
        this.client = client;
    }

    /** Only providers of these protocols are called. */
    public String getProtocol() {
        return protocol;
    }

    public void setProtocol(String protocol) {
        this.protocol = protocol;
    }

    // ------------------------------------------------------------------ client transport tuning

    /**
     * Netty IO threads of an event-loop group of this reference's (or consumer's) own. Unset (the default), the
     * connections use the process-wide shared client group, sized by {@code -Ddubbo.client.iothreads} or
     * min(cores + 1, 32).
     */
    @Parameter(key = "iothreads")
    public Integer getIothreads() {
        return iothreads;
    }

    /** @throws IllegalArgumentException if {@code iothreads} is less than 1 */
    public void setIothreads(Integer iothreads) {
        this.iothreads = TransportAttributes.positive("iothreads", iothreads);
    }

    /** {@code SO_SNDBUF} of client sockets in bytes; unset leaves the size to the kernel's auto-tuning. */
    @Parameter(key = "socket.send.buffer")
    public Integer getSocketSendBuffer() {
        return socketSendBuffer;
    }

    /** @throws IllegalArgumentException if the size is less than 1 */
    public void setSocketSendBuffer(Integer socketSendBuffer) {
        this.socketSendBuffer = TransportAttributes.positive("socketSendBuffer", socketSendBuffer);
    }

    /** {@code SO_RCVBUF} of client sockets in bytes; unset leaves the size to the kernel's auto-tuning. */
    @Parameter(key = "socket.receive.buffer")
    public Integer getSocketReceiveBuffer() {
        return socketReceiveBuffer;
    }

    /** @throws IllegalArgumentException if the size is less than 1 */
    public void setSocketReceiveBuffer(Integer socketReceiveBuffer) {
        this.socketReceiveBuffer = TransportAttributes.positive("socketReceiveBuffer", socketReceiveBuffer);
    }

    /** Write attempts per flush before the event loop moves on to other channels; Netty's 16 when unset. */
    @Parameter(key = "write.spin.count")
    public Integer getWriteSpinCount() {
        return writeSpinCount;
    }

    /** @throws IllegalArgumentException if the count is less than 1 */
    public void setWriteSpinCount(Integer writeSpinCount) {
        this.writeSpinCount = TransportAttributes.positive("writeSpinCount", writeSpinCount);
    }

    /** Outbound bytes below which a channel becomes writable again; 32 KiB when unset. */
    @Parameter(key = "write.low.water.mark")
    public Integer getWriteLowWaterMark() {
        return writeLowWaterMark;
    }

    /** @throws IllegalArgumentException if the mark is less than 1 */
    public void setWriteLowWaterMark(Integer writeLowWaterMark) {
        this.writeLowWaterMark = TransportAttributes.positive("writeLowWaterMark", writeLowWaterMark);
    }

    /** Outbound bytes above which a channel reports itself unwritable; 64 KiB when unset. */
    @Parameter(key = "write.high.water.mark")
    public Integer getWriteHighWaterMark() {
        return writeHighWaterMark;
    }

    /** @throws IllegalArgumentException if the mark is less than 1 */
    public void setWriteHighWaterMark(Integer writeHighWaterMark) {
        this.writeHighWaterMark = TransportAttributes.positive("writeHighWaterMark", writeHighWaterMark);
    }

    /** {@code TCP_NODELAY} (no Nagle batching of small packets); true when unset. */
    @Parameter(key = "tcp.no.delay")
    public Boolean getTcpNoDelay() {
        return tcpNoDelay;
    }

    public void setTcpNoDelay(Boolean tcpNoDelay) {
        this.tcpNoDelay = tcpNoDelay;
    }

    /** HTTP/2 (triple) INITIAL_WINDOW_SIZE this side advertises: bytes of one stream the peer may send before they are consumed; 1 MiB when unset. */
    @Parameter(key = "http2.initial.window.size")
    public Integer getHttp2InitialWindowSize() {
        return http2InitialWindowSize;
    }

    /** @throws IllegalArgumentException if the value is less than 1 */
    public void setHttp2InitialWindowSize(Integer http2InitialWindowSize) {
        this.http2InitialWindowSize = TransportAttributes.positive("http2InitialWindowSize", http2InitialWindowSize);
    }

    /** HTTP/2 (triple) flow-control window of the whole connection; 16 MiB when unset. */
    @Parameter(key = "http2.connection.window.size")
    public Integer getHttp2ConnectionWindowSize() {
        return http2ConnectionWindowSize;
    }

    /** @throws IllegalArgumentException if the value is less than 1 */
    public void setHttp2ConnectionWindowSize(Integer http2ConnectionWindowSize) {
        this.http2ConnectionWindowSize = TransportAttributes.positive("http2ConnectionWindowSize", http2ConnectionWindowSize);
    }

    /** HTTP/2 (triple) MAX_CONCURRENT_STREAMS: calls the peer may have open on one connection; unlimited when unset. */
    @Parameter(key = "http2.max.concurrent.streams")
    public Integer getHttp2MaxConcurrentStreams() {
        return http2MaxConcurrentStreams;
    }

    /** @throws IllegalArgumentException if the value is less than 1 */
    public void setHttp2MaxConcurrentStreams(Integer http2MaxConcurrentStreams) {
        this.http2MaxConcurrentStreams = TransportAttributes.positive("http2MaxConcurrentStreams", http2MaxConcurrentStreams);
    }

    /** HTTP/2 (triple) MAX_FRAME_SIZE accepted, 16384 to 16777215; 16384 when unset. */
    @Parameter(key = "http2.max.frame.size")
    public Integer getHttp2MaxFrameSize() {
        return http2MaxFrameSize;
    }

    /** @throws IllegalArgumentException if the value is less than 1 */
    public void setHttp2MaxFrameSize(Integer http2MaxFrameSize) {
        this.http2MaxFrameSize = TransportAttributes.positive("http2MaxFrameSize", http2MaxFrameSize);
    }

    /** HTTP/2 (triple) MAX_HEADER_LIST_SIZE accepted (attachments travel as headers); 32768 when unset. */
    @Parameter(key = "http2.max.header.list.size")
    public Integer getHttp2MaxHeaderListSize() {
        return http2MaxHeaderListSize;
    }

    /** @throws IllegalArgumentException if the value is less than 1 */
    public void setHttp2MaxHeaderListSize(Integer http2MaxHeaderListSize) {
        this.http2MaxHeaderListSize = TransportAttributes.positive("http2MaxHeaderListSize", http2MaxHeaderListSize);
    }

    /** HTTP/2 (triple) HPACK dynamic table size; 4096 when unset. */
    @Parameter(key = "http2.header.table.size")
    public Integer getHttp2HeaderTableSize() {
        return http2HeaderTableSize;
    }

    /** @throws IllegalArgumentException if the value is less than 1 */
    public void setHttp2HeaderTableSize(Integer http2HeaderTableSize) {
        this.http2HeaderTableSize = TransportAttributes.positive("http2HeaderTableSize", http2HeaderTableSize);
    }

    /** {@code SO_KEEPALIVE} of client sockets; true when unset. */
    @Parameter(key = "keep.alive")
    public Boolean getKeepAlive() {
        return keepAlive;
    }

    public void setKeepAlive(Boolean keepAlive) {
        this.keepAlive = keepAlive;
    }

    /** Connect timeout in milliseconds, honoured as given (also below 3 s); 3000 when unset. */
    @Parameter(key = "connect.timeout")
    public Integer getConnectTimeout() {
        return connectTimeout;
    }

    /** @throws IllegalArgumentException if the timeout is less than 1 */
    public void setConnectTimeout(Integer connectTimeout) {
        this.connectTimeout = TransportAttributes.positive("connectTimeout", connectTimeout);
    }

    /**
     * {@code nio}, {@code epoll} or {@code auto} (epoll where available); {@code nio} when unset, or epoll if
     * {@code -Dnetty.epoll.enable=true}. Stored in lower case.
     */
    @Parameter(key = "native.transport")
    public String getNativeTransport() {
        return nativeTransport;
    }

    /** @throws IllegalArgumentException for any other value */
    public void setNativeTransport(String nativeTransport) {
        this.nativeTransport = TransportAttributes.nativeTransport(nativeTransport);
    }

    /**
     * Bytes of one connection that may wait to be written before a send is refused or held back (see
     * {@link #getOverloadPolicy()}); 64 MiB when unset.
     */
    @Parameter(key = "max.pending.write.bytes")
    public Long getMaxPendingWriteBytes() {
        return maxPendingWriteBytes;
    }

    /** @throws IllegalArgumentException if the limit is less than 1 */
    public void setMaxPendingWriteBytes(Long maxPendingWriteBytes) {
        this.maxPendingWriteBytes = TransportAttributes.positive("maxPendingWriteBytes", maxPendingWriteBytes);
    }

    /**
     * What a send does when the connection's backlog is full: {@code wait} (the default) blocks until it
     * drains, at most until the call's deadline; {@code fail} fails at once. Stored in lower case.
     */
    @Parameter(key = "overload.policy")
    public String getOverloadPolicy() {
        return overloadPolicy;
    }

    /** @throws IllegalArgumentException for any other value */
    public void setOverloadPolicy(String overloadPolicy) {
        this.overloadPolicy = TransportAttributes.overloadPolicy(overloadPolicy);
    }
}
