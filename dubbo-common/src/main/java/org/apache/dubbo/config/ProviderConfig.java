package org.apache.dubbo.config;

import java.util.ArrayList;
import java.util.List;

import org.apache.dubbo.config.support.Parameter;
import org.apache.dubbo.rpc.model.ModuleModel;

/**
 * Defaults for the services of a module, including server settings used when a {@link ProtocolConfig} does not
 * set them (the protocol's attributes win for the same key, the service's win over both), and the server
 * transport tuning of Dubbo Tuned (see {@code docs/transport.md}).
 */
public class ProviderConfig extends AbstractServiceConfig {

    private static final long serialVersionUID = 1L;

    private String host;
    private Integer port;
    private String contextpath;
    private String threadpool;
    private String threadname;
    private Integer threads;
    private Integer iothreads;
    private Integer alive;
    private Integer queues;
    private Integer accepts;
    private String codec;
    private String charset;
    private Integer buffer;
    private String transporter;
    private String exchanger;
    private String dispatcher;
    private String networker;
    private String server;
    private String client;
    private String telnet;
    private String prompt;
    private String status;
    private Integer wait;
    private Integer exportThreadNum;
    private Boolean exportBackground;

    private Integer socketSendBuffer;
    private Integer socketReceiveBuffer;
    private Integer writeSpinCount;
    private Integer writeLowWaterMark;
    private Integer writeHighWaterMark;
    private Boolean tcpNoDelay;
    private Boolean keepAlive;
    private Integer backlog;
    private String nativeTransport;
    private Long maxPendingWriteBytes;
    private String overloadPolicy;

    public ProviderConfig() {
    }

    public ProviderConfig(ModuleModel moduleModel) {
        super(moduleModel);
    }

    /** @deprecated use {@link #setProtocol(ProtocolConfig)} */
    @Deprecated
    public void setProtocol(String protocol) {
        List<ProtocolConfig> list = new ArrayList<>(1);
        list.add(new ProtocolConfig(protocol));
        setProtocols(list);
    }

    @Parameter(excluded = true)
    public String getHost() {
        return host;
    }

    public void setHost(String host) {
        this.host = host;
    }

    @Parameter(excluded = true)
    public Integer getPort() {
        return port;
    }

    /** @deprecated set the port on the {@link ProtocolConfig} */
    @Deprecated
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

    public String getThreadpool() {
        return threadpool;
    }

    public void setThreadpool(String threadpool) {
        this.threadpool = threadpool;
    }

    public String getThreadname() {
        return threadname;
    }

    public void setThreadname(String threadname) {
        this.threadname = threadname;
    }

    public Integer getThreads() {
        return threads;
    }

    public void setThreads(Integer threads) {
        this.threads = threads;
    }

    /** Netty worker threads of the servers; min(cores + 1, 32) when unset. */
    public Integer getIothreads() {
        return iothreads;
    }

    /** @throws IllegalArgumentException if {@code iothreads} is less than 1 */
    public void setIothreads(Integer iothreads) {
        this.iothreads = TransportAttributes.positive("iothreads", iothreads);
    }

    public Integer getAlive() {
        return alive;
    }

    public void setAlive(Integer alive) {
        this.alive = alive;
    }

    public Integer getQueues() {
        return queues;
    }

    public void setQueues(Integer queues) {
        this.queues = queues;
    }

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

    public String getCharset() {
        return charset;
    }

    public void setCharset(String charset) {
        this.charset = charset;
    }

    public Integer getBuffer() {
        return buffer;
    }

    public void setBuffer(Integer buffer) {
        this.buffer = buffer;
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

    /** How long shutdown waits for running calls, in milliseconds. */
    public Integer getWait() {
        return wait;
    }

    public void setWait(Integer wait) {
        this.wait = wait;
    }

    /** @deprecated use {@link ModuleConfig#setExportThreadNum(Integer)} */
    @Deprecated
    @Parameter(excluded = true)
    public Integer getExportThreadNum() {
        return exportThreadNum;
    }

    /** @deprecated use {@link ModuleConfig#setExportThreadNum(Integer)} */
    @Deprecated
    public void setExportThreadNum(Integer exportThreadNum) {
        this.exportThreadNum = exportThreadNum;
    }

    /** @deprecated use {@link ModuleConfig#setBackground(Boolean)} */
    @Deprecated
    @Parameter(excluded = true)
    public Boolean getExportBackground() {
        return exportBackground;
    }

    /** @deprecated use {@link ModuleConfig#setBackground(Boolean)} */
    @Deprecated
    public void setExportBackground(Boolean exportBackground) {
        this.exportBackground = exportBackground;
    }

    // ------------------------------------------------------------------ server transport tuning

    /** {@code SO_SNDBUF} of accepted connections in bytes; unset leaves the size to the kernel's auto-tuning. */
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

    /** {@code SO_KEEPALIVE} of accepted connections; false when unset. */
    @Parameter(key = "keep.alive")
    public Boolean getKeepAlive() {
        return keepAlive;
    }

    public void setKeepAlive(Boolean keepAlive) {
        this.keepAlive = keepAlive;
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
}
