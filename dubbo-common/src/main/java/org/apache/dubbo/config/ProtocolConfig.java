package org.apache.dubbo.config;

import java.util.Map;

import org.apache.dubbo.config.nested.TripleConfig;
import org.apache.dubbo.config.support.Parameter;
import org.apache.dubbo.rpc.model.ApplicationModel;

/**
 * A protocol services are exported with: name and port, the server's threads and transport, serialization,
 * and the server transport tuning of Dubbo Tuned (see {@code docs/transport.md}). Its attributes override those
 * of the {@link ProviderConfig} for the same key.
 */
public class ProtocolConfig extends AbstractConfig {

    private static final long serialVersionUID = 1L;

    private String name;
    private String host;
    private Integer port;
    private String contextpath;
    private String threadpool;
    private String threadname;
    private Integer corethreads;
    private Integer threads;
    private Integer iothreads;
    private Integer alive;
    private Integer queues;
    private String threadPoolExhaustedListeners;
    private Integer accepts;
    private String codec;
    private String serialization;
    private String preferSerialization;
    private String charset;
    private Integer payload;
    private Integer buffer;
    private Integer heartbeat;
    private String accesslog;
    private String transporter;
    private String exchanger;
    private String dispatcher;
    private String networker;
    private String server;
    private String client;
    private String telnet;
    private String prompt;
    private String status;
    private Boolean register;
    private Boolean keepAlive;
    private String optimizer;
    private String extension;
    private Map<String, String> parameters;
    private Boolean sslEnabled;
    private String extProtocol;
    private String jsonCheckLevel;
    private String preferredProtocol;
    private Boolean noInterfaceSupport;

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
    private TripleConfig triple;
    private Integer backlog;
    private String nativeTransport;
    private Long maxPendingWriteBytes;
    private String overloadPolicy;

    public ProtocolConfig() {
    }

    public ProtocolConfig(ApplicationModel applicationModel) {
        super(applicationModel);
    }

    public ProtocolConfig(String name) {
        setName(name);
    }

    public ProtocolConfig(ApplicationModel applicationModel, String name) {
        super(applicationModel);
        setName(name);
    }

    public ProtocolConfig(String name, int port) {
        setName(name);
        setPort(port);
    }

    public ProtocolConfig(ApplicationModel applicationModel, String name, int port) {
        super(applicationModel);
        setName(name);
        setPort(port);
    }

    /** The protocol extension ({@code dubbo}, {@code tri}, {@code injvm}, ...). */
    @Parameter(excluded = true)
    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    /** The host to bind and advertise; detected when unset. */
    @Parameter(excluded = true)
    public String getHost() {
        return host;
    }

    public void setHost(String host) {
        this.host = host;
    }

    /** The port; unset or 0 means the protocol's default, a negative value the first free port from there. */
    @Parameter(excluded = true)
    public Integer getPort() {
        return port;
    }

    public void setPort(Integer port) {
        this.port = port;
    }

    /** @deprecated use {@link #getContextpath()} */
    @Deprecated
    @Parameter(excluded = true, attribute = false)
    public String getPath() {
        return getContextpath();
    }

    /** @deprecated use {@link #setContextpath(String)} */
    @Deprecated
    public void setPath(String path) {
        setContextpath(path);
    }

    @Parameter(excluded = true)
    public String getContextpath() {
        return contextpath;
    }

    public void setContextpath(String contextpath) {
        this.contextpath = contextpath;
    }

    /** The business thread pool: {@code fixed}, {@code cached}, {@code limited} or {@code eager}. */
    public String getThreadpool() {
        return threadpool;
    }

    public void setThreadpool(String threadpool) {
        this.threadpool = threadpool;
    }

    /** Name prefix of the business threads (removed from this class in Apache Dubbo 3.3, kept for 3.2 code). */
    public String getThreadname() {
        return threadname;
    }

    public void setThreadname(String threadname) {
        this.threadname = threadname;
    }

    @Parameter(key = "thread-pool-exhausted-listeners")
    public String getThreadPoolExhaustedListeners() {
        return threadPoolExhaustedListeners;
    }

    public void setThreadPoolExhaustedListeners(String threadPoolExhaustedListeners) {
        this.threadPoolExhaustedListeners = threadPoolExhaustedListeners;
    }

    public Integer getCorethreads() {
        return corethreads;
    }

    public void setCorethreads(Integer corethreads) {
        this.corethreads = corethreads;
    }

    public Integer getThreads() {
        return threads;
    }

    public void setThreads(Integer threads) {
        this.threads = threads;
    }

    /** Netty worker threads of the server; min(cores + 1, 32) when unset. */
    public Integer getIothreads() {
        return iothreads;
    }

    /** @throws IllegalArgumentException if {@code iothreads} is less than 1 */
    public void setIothreads(Integer iothreads) {
        this.iothreads = TransportAttributes.positive("iothreads", iothreads);
    }

    /** Idle time in milliseconds after which a cached or eager pool thread ends. */
    public Integer getAlive() {
        return alive;
    }

    public void setAlive(Integer alive) {
        this.alive = alive;
    }

    /** 0: direct hand-off; more: a bounded queue; less: unbounded. */
    public Integer getQueues() {
        return queues;
    }

    public void setQueues(Integer queues) {
        this.queues = queues;
    }

    /** Maximum open connections; 0 means unlimited. */
    public Integer getAccepts() {
        return accepts;
    }

    public void setAccepts(Integer accepts) {
        this.accepts = accepts;
    }

    public String getCodec() {
        return codec;
    }

    public void setCodec(String codec) {
        this.codec = codec;
    }

    public String getSerialization() {
        return serialization;
    }

    public void setSerialization(String serialization) {
        this.serialization = serialization;
    }

    public String getPreferSerialization() {
        return preferSerialization;
    }

    public void setPreferSerialization(String preferSerialization) {
        this.preferSerialization = preferSerialization;
    }

    public String getCharset() {
        return charset;
    }

    public void setCharset(String charset) {
        this.charset = charset;
    }

    /** Largest message in bytes. */
    public Integer getPayload() {
        return payload;
    }

    public void setPayload(Integer payload) {
        this.payload = payload;
    }

    public Integer getBuffer() {
        return buffer;
    }

    public void setBuffer(Integer buffer) {
        this.buffer = buffer;
    }

    /** Heartbeat interval in milliseconds. */
    public Integer getHeartbeat() {
        return heartbeat;
    }

    public void setHeartbeat(Integer heartbeat) {
        this.heartbeat = heartbeat;
    }

    public String getAccesslog() {
        return accesslog;
    }

    public void setAccesslog(String accesslog) {
        this.accesslog = accesslog;
    }

    public String getTransporter() {
        return transporter;
    }

    public void setTransporter(String transporter) {
        this.transporter = transporter;
    }

    public String getExchanger() {
        return exchanger;
    }

    public void setExchanger(String exchanger) {
        this.exchanger = exchanger;
    }

    /** @deprecated misspelling of {@link #getDispatcher()} */
    @Deprecated
    @Parameter(excluded = true, attribute = false)
    public String getDispather() {
        return getDispatcher();
    }

    /** @deprecated misspelling of {@link #setDispatcher(String)} */
    @Deprecated
    public void setDispather(String dispather) {
        setDispatcher(dispather);
    }

    /**
     * Where channel events run: {@code all}, {@code direct}, {@code message}, {@code execution} or
     * {@code connection}.
     */
    public String getDispatcher() {
        return dispatcher;
    }

    public void setDispatcher(String dispatcher) {
        this.dispatcher = dispatcher;
    }

    public String getNetworker() {
        return networker;
    }

    public void setNetworker(String networker) {
        this.networker = networker;
    }

    public String getServer() {
        return server;
    }

    public void setServer(String server) {
        this.server = server;
    }

    public String getClient() {
        return client;
    }

    public void setClient(String client) {
        this.client = client;
    }

    public String getTelnet() {
        return telnet;
    }

    public void setTelnet(String telnet) {
        this.telnet = telnet;
    }

    @Parameter(escaped = true)
    public String getPrompt() {
        return prompt;
    }

    public void setPrompt(String prompt) {
        this.prompt = prompt;
    }

    public String getStatus() {
        return status;
    }

    public void setStatus(String status) {
        this.status = status;
    }

    public Boolean isRegister() {
        return register;
    }

    public void setRegister(Boolean register) {
        this.register = register;
    }

    /** {@code SO_KEEPALIVE} of accepted connections; false when unset. */
    @Parameter(key = "keep.alive")
    public Boolean getKeepAlive() {
        return keepAlive;
    }

    public void setKeepAlive(Boolean keepAlive) {
        this.keepAlive = keepAlive;
    }

    public String getOptimizer() {
        return optimizer;
    }

    public void setOptimizer(String optimizer) {
        this.optimizer = optimizer;
    }

    public String getExtension() {
        return extension;
    }

    public void setExtension(String extension) {
        this.extension = extension;
    }

    public Map<String, String> getParameters() {
        return parameters;
    }

    public void setParameters(Map<String, String> parameters) {
        this.parameters = parameters;
    }

    @Parameter(key = "ssl-enabled")
    public Boolean getSslEnabled() {
        return sslEnabled;
    }

    public void setSslEnabled(Boolean sslEnabled) {
        this.sslEnabled = sslEnabled;
    }

    /** Further protocols served on the same port. */
    public String getExtProtocol() {
        return extProtocol;
    }

    public void setExtProtocol(String extProtocol) {
        this.extProtocol = extProtocol;
    }

    @Parameter(key = "jsonCheckLevel")
    public String getJsonCheckLevel() {
        return jsonCheckLevel;
    }

    public void setJsonCheckLevel(String jsonCheckLevel) {
        this.jsonCheckLevel = jsonCheckLevel;
    }

    /** A hint to consumers which protocol to use. */
    public String getPreferredProtocol() {
        return preferredProtocol;
    }

    public void setPreferredProtocol(String preferredProtocol) {
        this.preferredProtocol = preferredProtocol;
    }

    public Boolean getNoInterfaceSupport() {
        return noInterfaceSupport;
    }

    public void setNoInterfaceSupport(Boolean noInterfaceSupport) {
        this.noInterfaceSupport = noInterfaceSupport;
    }

    // ------------------------------------------------------------------ server transport tuning

    /**
     * {@code SO_SNDBUF} of accepted connections in bytes; unset leaves the size to the kernel's auto-tuning.
     */
    @Parameter(key = "socket.send.buffer")
    public Integer getSocketSendBuffer() {
        return socketSendBuffer;
    }

    /** @throws IllegalArgumentException if the size is less than 1 */
    public void setSocketSendBuffer(Integer socketSendBuffer) {
        this.socketSendBuffer = TransportAttributes.positive("socketSendBuffer", socketSendBuffer);
    }

    /**
     * {@code SO_RCVBUF} in bytes, also set on the listening socket so that accepted connections get a matching
     * TCP window scale; unset leaves the size to the kernel's auto-tuning.
     */
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

    /** {@code TCP_NODELAY} of accepted connections; true when unset. */
    @Parameter(key = "tcp.no.delay")
    public Boolean getTcpNoDelay() {
        return tcpNoDelay;
    }

    public void setTcpNoDelay(Boolean tcpNoDelay) {
        this.tcpNoDelay = tcpNoDelay;
    }

    /**
     * Apache Dubbo's nested triple settings ({@code <dubbo:triple>}, {@code dubbo.protocol.triple.*}); its HTTP/2
     * values stand in for the {@code http2-*} attributes left unset.
     */
    public TripleConfig getTriple() {
        return triple;
    }

    public TripleConfig getTripleOrDefault() {
        return triple == null ? new TripleConfig() : triple;
    }

    public void setTriple(TripleConfig triple) {
        this.triple = triple;
    }

    /** {@code own} when set, else the nested triple settings' value (null when there are none). */
    private Integer orTriple(Integer own, java.util.function.Function<TripleConfig, Integer> nested) {
        return own != null || triple == null ? own : nested.apply(triple);
    }

    /** Also fills the nested triple settings from {@code dubbo.protocol.triple.*}. */
    @Override
    protected void postProcessRefreshed() {
        super.postProcessRefreshed();
        TripleConfig t = triple != null ? triple : new TripleConfig();
        if (ConfigRefresh.refreshNested(this, t, "triple") || triple != null) {
            triple = t;
        }
    }

    /** HTTP/2 (triple) INITIAL_WINDOW_SIZE this side advertises: bytes of one stream the peer may send before they are consumed; 1 MiB when unset. */
    @Parameter(key = "http2.initial.window.size")
    public Integer getHttp2InitialWindowSize() {
        return orTriple(http2InitialWindowSize, TripleConfig::getInitialWindowSize);
    }

    /** @throws IllegalArgumentException if the value is less than 1 */
    public void setHttp2InitialWindowSize(Integer http2InitialWindowSize) {
        this.http2InitialWindowSize = TransportAttributes.positive("http2InitialWindowSize", http2InitialWindowSize);
    }

    /** HTTP/2 (triple) flow-control window of the whole connection; 16 MiB when unset. */
    @Parameter(key = "http2.connection.window.size")
    public Integer getHttp2ConnectionWindowSize() {
        return orTriple(http2ConnectionWindowSize, TripleConfig::getConnectionInitialWindowSize);
    }

    /** @throws IllegalArgumentException if the value is less than 1 */
    public void setHttp2ConnectionWindowSize(Integer http2ConnectionWindowSize) {
        this.http2ConnectionWindowSize = TransportAttributes.positive("http2ConnectionWindowSize", http2ConnectionWindowSize);
    }

    /** HTTP/2 (triple) MAX_CONCURRENT_STREAMS: calls the peer may have open on one connection; unlimited when unset. */
    @Parameter(key = "http2.max.concurrent.streams")
    public Integer getHttp2MaxConcurrentStreams() {
        return orTriple(http2MaxConcurrentStreams, TripleConfig::getMaxConcurrentStreams);
    }

    /** @throws IllegalArgumentException if the value is less than 1 */
    public void setHttp2MaxConcurrentStreams(Integer http2MaxConcurrentStreams) {
        this.http2MaxConcurrentStreams = TransportAttributes.positive("http2MaxConcurrentStreams", http2MaxConcurrentStreams);
    }

    /** HTTP/2 (triple) MAX_FRAME_SIZE accepted, 16384 to 16777215; 16384 when unset. */
    @Parameter(key = "http2.max.frame.size")
    public Integer getHttp2MaxFrameSize() {
        return orTriple(http2MaxFrameSize, TripleConfig::getMaxFrameSize);
    }

    /** @throws IllegalArgumentException if the value is less than 1 */
    public void setHttp2MaxFrameSize(Integer http2MaxFrameSize) {
        this.http2MaxFrameSize = TransportAttributes.positive("http2MaxFrameSize", http2MaxFrameSize);
    }

    /** HTTP/2 (triple) MAX_HEADER_LIST_SIZE accepted (attachments travel as headers); 32768 when unset. */
    @Parameter(key = "http2.max.header.list.size")
    public Integer getHttp2MaxHeaderListSize() {
        return orTriple(http2MaxHeaderListSize, TripleConfig::getMaxHeaderListSize);
    }

    /** @throws IllegalArgumentException if the value is less than 1 */
    public void setHttp2MaxHeaderListSize(Integer http2MaxHeaderListSize) {
        this.http2MaxHeaderListSize = TransportAttributes.positive("http2MaxHeaderListSize", http2MaxHeaderListSize);
    }

    /** HTTP/2 (triple) HPACK dynamic table size; 4096 when unset. */
    @Parameter(key = "http2.header.table.size")
    public Integer getHttp2HeaderTableSize() {
        return orTriple(http2HeaderTableSize, TripleConfig::getHeaderTableSize);
    }

    /** @throws IllegalArgumentException if the value is less than 1 */
    public void setHttp2HeaderTableSize(Integer http2HeaderTableSize) {
        this.http2HeaderTableSize = TransportAttributes.positive("http2HeaderTableSize", http2HeaderTableSize);
    }

    /** {@code SO_BACKLOG}: connections the kernel queues before they are accepted; 1024 when unset. */
    @Parameter(key = "backlog")
    public Integer getBacklog() {
        return backlog;
    }

    /** @throws IllegalArgumentException if the backlog is less than 1 */
    public void setBacklog(Integer backlog) {
        this.backlog = TransportAttributes.positive("backlog", backlog);
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
     * Bytes of one connection that may wait to be written before a response is refused or held back (see
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
     * drains; {@code fail} fails at once. Stored in lower case.
     */
    @Parameter(key = "overload.policy")
    public String getOverloadPolicy() {
        return overloadPolicy;
    }

    /** @throws IllegalArgumentException for any other value */
    public void setOverloadPolicy(String overloadPolicy) {
        this.overloadPolicy = TransportAttributes.overloadPolicy(overloadPolicy);
    }

    /** Valid with a name. */
    @Override
    @Parameter(excluded = true, attribute = false)
    public boolean isValid() {
        return name != null && !name.isEmpty();
    }
}
