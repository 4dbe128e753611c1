package org.apache.dubbo.config.bootstrap.builders;

import java.util.Collections;
import java.util.Map;

import org.apache.dubbo.config.ProtocolConfig;

/**
 * Builds a {@link ProtocolConfig}, a server: {@code ProtocolBuilder.newBuilder().name("dubbo").port(20880)
 * .iothreads(4).build()}, including the server transport tuning (socket buffers, write water marks, backlog,
 * pending-write bound, ...).
 */
public class ProtocolBuilder extends AbstractBuilder<ProtocolConfig, ProtocolBuilder> {

    public static ProtocolBuilder newBuilder() {
        return new ProtocolBuilder();
    }

    /** The protocol extension ({@code dubbo}, {@code tri}, {@code injvm}, ...). */
    public ProtocolBuilder name(String name) {
        return set("name", name, ProtocolConfig::setName);
    }

    /** The host to bind and advertise. */
    public ProtocolBuilder host(String host) {
        return set("host", host, ProtocolConfig::setHost);
    }

    /** The port; a negative value means the first free port from the protocol's default. */
    public ProtocolBuilder port(Integer port) {
        return set("port", port, ProtocolConfig::setPort);
    }

    public ProtocolBuilder contextpath(String contextpath) {
        return set("contextpath", contextpath, ProtocolConfig::setContextpath);
    }

    /** @deprecated use {@link #contextpath(String)} */
    @Deprecated
    public ProtocolBuilder path(String path) {
        return contextpath(path);
    }

    /** The business thread pool: {@code fixed}, {@code cached}, {@code limited} or {@code eager}. */
    public ProtocolBuilder threadpool(String threadpool) {
        return set("threadpool", threadpool, ProtocolConfig::setThreadpool);
    }

    /** Name prefix of the business threads. */
    public ProtocolBuilder threadname(String threadname) {
        return set("threadname", threadname, ProtocolConfig::setThreadname);
    }

    public ProtocolBuilder threadPoolExhaustedListeners(String threadPoolExhaustedListeners) {
        return set("threadPoolExhaustedListeners", threadPoolExhaustedListeners,
                ProtocolConfig::setThreadPoolExhaustedListeners);
    }

    public ProtocolBuilder corethreads(Integer corethreads) {
        return set("corethreads", corethreads, ProtocolConfig::setCorethreads);
    }

    public ProtocolBuilder threads(Integer threads) {
        return set("threads", threads, ProtocolConfig::setThreads);
    }

    /** Netty worker threads of the server. */
    public ProtocolBuilder iothreads(Integer iothreads) {
        return set("iothreads", iothreads, ProtocolConfig::setIothreads);
    }

    /** Idle time in milliseconds after which a cached or eager pool thread ends. */
    public ProtocolBuilder alive(Integer alive) {
        return set("alive", alive, ProtocolConfig::setAlive);
    }

    public ProtocolBuilder queues(Integer queues) {
        return set("queues", queues, ProtocolConfig::setQueues);
    }

    /** Maximum open connections; 0 means unlimited. */
    public ProtocolBuilder accepts(Integer accepts) {
        return set("accepts", accepts, ProtocolConfig::setAccepts);
    }

    public ProtocolBuilder codec(String codec) {
        return set("codec", codec, ProtocolConfig::setCodec);
    }

    public ProtocolBuilder serialization(String serialization) {
        return set("serialization", serialization, ProtocolConfig::setSerialization);
    }

    public ProtocolBuilder preferSerialization(String preferSerialization) {
        return set("preferSerialization", preferSerialization, ProtocolConfig::setPreferSerialization);
    }

    public ProtocolBuilder charset(String charset) {
        return set("charset", charset, ProtocolConfig::setCharset);
    }

    /** Largest message in bytes. */
    public ProtocolBuilder payload(Integer payload) {
        return set("payload", payload, ProtocolConfig::setPayload);
    }

    public ProtocolBuilder buffer(Integer buffer) {
        return set("buffer", buffer, ProtocolConfig::setBuffer);
    }

    /** Heartbeat interval in milliseconds. */
    public ProtocolBuilder heartbeat(Integer heartbeat) {
        return set("heartbeat", heartbeat, ProtocolConfig::setHeartbeat);
    }

    public ProtocolBuilder accesslog(String accesslog) {
        return set("accesslog", accesslog, ProtocolConfig::setAccesslog);
    }

    public ProtocolBuilder transporter(String transporter) {
        return set("transporter", transporter, ProtocolConfig::setTransporter);
    }

    public ProtocolBuilder exchanger(String exchanger) {
        return set("exchanger", exchanger, ProtocolConfig::setExchanger);
    }

    /** Where channel events run: {@code all}, {@code direct}, {@code message}, {@code execution}, ... */
    public ProtocolBuilder dispatcher(String dispatcher) {
        return set("dispatcher", dispatcher, ProtocolConfig::setDispatcher);
    }

    /** @deprecated misspelling of {@link #dispatcher(String)} */
    @Deprecated
    public ProtocolBuilder dispather(String dispather) {
        return dispatcher(dispather);
    }

    public ProtocolBuilder networker(String networker) {
        return set("networker", networker, ProtocolConfig::setNetworker);
    }

    public ProtocolBuilder server(String server) {
        return set("server", server, ProtocolConfig::setServer);
    }

    public ProtocolBuilder client(String client) {
        return set("client", client, ProtocolConfig::setClient);
    }

    public ProtocolBuilder telnet(String telnet) {
        return set("telnet", telnet, ProtocolConfig::setTelnet);
    }

    public ProtocolBuilder prompt(String prompt) {
        return set("prompt", prompt, ProtocolConfig::setPrompt);
    }

    public ProtocolBuilder status(String status) {
        return set("status", status, ProtocolConfig::setStatus);
    }

    public ProtocolBuilder register(Boolean register) {
        return set("register", register, ProtocolConfig::setRegister);
    }

    /** {@code SO_KEEPALIVE} of accepted connections. */
    public ProtocolBuilder keepAlive(Boolean keepAlive) {
        return set("keepAlive", keepAlive, ProtocolConfig::setKeepAlive);
    }

    public ProtocolBuilder optimizer(String optimizer) {
        return set("optimizer", optimizer, ProtocolConfig::setOptimizer);
    }

    public ProtocolBuilder extension(String extension) {
        return set("extension", extension, ProtocolConfig::setExtension);
    }

    public ProtocolBuilder appendParameters(Map<String, String> appendParameters) {
        return putParameters(appendParameters, ProtocolConfig::getParameters, ProtocolConfig::setParameters);
    }

    public ProtocolBuilder appendParameter(String key, String value) {
        return appendParameters(Collections.singletonMap(key, value));
    }

    public ProtocolBuilder isSslEnabled(Boolean sslEnabled) {
        return set("sslEnabled", sslEnabled, ProtocolConfig::setSslEnabled);
    }

    /** Further protocols served on the same port. */
    public ProtocolBuilder extProtocol(String extProtocol) {
        return set("extProtocol", extProtocol, ProtocolConfig::setExtProtocol);
    }

    public ProtocolBuilder jsonCheckLevel(String jsonCheckLevel) {
        return set("jsonCheckLevel", jsonCheckLevel, ProtocolConfig::setJsonCheckLevel);
    }

    /** A hint to consumers which protocol to use. */
    public ProtocolBuilder preferredProtocol(String preferredProtocol) {
        return set("preferredProtocol", preferredProtocol, ProtocolConfig::setPreferredProtocol);
    }

    public ProtocolBuilder noInterfaceSupport(Boolean noInterfaceSupport) {
        return set("noInterfaceSupport", noInterfaceSupport, ProtocolConfig::setNoInterfaceSupport);
    }

    /** {@code SO_SNDBUF} of accepted connections, in bytes. */
    public ProtocolBuilder socketSendBuffer(Integer socketSendBuffer) {
        return set("socketSendBuffer", socketSendBuffer, ProtocolConfig::setSocketSendBuffer);
    }

    /** {@code SO_RCVBUF} of the listening socket and accepted connections, in bytes. */
    public ProtocolBuilder socketReceiveBuffer(Integer socketReceiveBuffer) {
        return set("socketReceiveBuffer", socketReceiveBuffer, ProtocolConfig::setSocketReceiveBuffer);
    }

    /** Write attempts per flush before the event loop moves on to other channels. */
    public ProtocolBuilder writeSpinCount(Integer writeSpinCount) {
        return set("writeSpinCount", writeSpinCount, ProtocolConfig::setWriteSpinCount);
    }

    /** Outbound bytes below which a channel becomes writable again. */
    public ProtocolBuilder writeLowWaterMark(Integer writeLowWaterMark) {
        return set("writeLowWaterMark", writeLowWaterMark, ProtocolConfig::setWriteLowWaterMark);
    }

    /** Outbound bytes above which a channel reports itself unwritable. */
    public ProtocolBuilder writeHighWaterMark(Integer writeHighWaterMark) {
        return set("writeHighWaterMark", writeHighWaterMark, ProtocolConfig::setWriteHighWaterMark);
    }

    /** {@code TCP_NODELAY} of accepted connections. */
    public ProtocolBuilder tcpNoDelay(Boolean tcpNoDelay) {
        return set("tcpNoDelay", tcpNoDelay, ProtocolConfig::setTcpNoDelay);
    }

    /** {@code SO_BACKLOG}: connections the kernel queues before they are accepted. */
    public ProtocolBuilder backlog(Integer backlog) {
        return set("backlog", backlog, ProtocolConfig::setBacklog);
    }

    /** {@code nio}, {@code epoll} or {@code auto}. */
    public ProtocolBuilder nativeTransport(String nativeTransport) {
        return set("nativeTransport", nativeTransport, ProtocolConfig::setNativeTransport);
    }

    /** Bytes of one connection that may wait to be written before {@link #overloadPolicy(String)} applies. */
    public ProtocolBuilder maxPendingWriteBytes(Long maxPendingWriteBytes) {
        return set("maxPendingWriteBytes", maxPendingWriteBytes, ProtocolConfig::setMaxPendingWriteBytes);
    }

    /** HTTP/2 (triple) INITIAL_WINDOW_SIZE this side advertises. */
    public ProtocolBuilder http2InitialWindowSize(Integer http2InitialWindowSize) {
        return set("http2InitialWindowSize", http2InitialWindowSize, ProtocolConfig::setHttp2InitialWindowSize);
    }

    /** HTTP/2 (triple) flow-control window of the whole connection. */
    public ProtocolBuilder http2ConnectionWindowSize(Integer http2ConnectionWindowSize) {
        return set("http2ConnectionWindowSize", http2ConnectionWindowSize, ProtocolConfig::setHttp2ConnectionWindowSize);
    }

    /** HTTP/2 (triple) MAX_CONCURRENT_STREAMS: calls the peer may have open on one connection. */
    public ProtocolBuilder http2MaxConcurrentStreams(Integer http2MaxConcurrentStreams) {
        return set("http2MaxConcurrentStreams", http2MaxConcurrentStreams, ProtocolConfig::setHttp2MaxConcurrentStreams);
    }

    /** HTTP/2 (triple) MAX_FRAME_SIZE accepted. */
    public ProtocolBuilder http2MaxFrameSize(Integer http2MaxFrameSize) {
        return set("http2MaxFrameSize", http2MaxFrameSize, ProtocolConfig::setHttp2MaxFrameSize);
    }

    /** HTTP/2 (triple) MAX_HEADER_LIST_SIZE accepted. */
    public ProtocolBuilder http2MaxHeaderListSize(Integer http2MaxHeaderListSize) {
        return set("http2MaxHeaderListSize", http2MaxHeaderListSize, ProtocolConfig::setHttp2MaxHeaderListSize);
    }

    /** HTTP/2 (triple) HPACK dynamic table size. */
    public ProtocolBuilder http2HeaderTableSize(Integer http2HeaderTableSize) {
        return set("http2HeaderTableSize", http2HeaderTableSize, ProtocolConfig::setHttp2HeaderTableSize);
    }

    /** Apache Dubbo's nested triple settings; see {@link ProtocolConfig#setTriple}. */
    public ProtocolBuilder triple(org.apache.dubbo.config.nested.TripleConfig triple) {
        return set("triple", triple, ProtocolConfig::setTriple);
    }

    /** {@code wait} or {@code fail}: what a send does when its connection has too much unwritten. */
    public ProtocolBuilder overloadPolicy(String overloadPolicy) {
        return set("overloadPolicy", overloadPolicy, ProtocolConfig::setOverloadPolicy);
    }

    @Override
    public ProtocolConfig build() {
        ProtocolConfig protocol = new ProtocolConfig();
        build(protocol);
        return protocol;
    }

    @Override
    protected ProtocolBuilder getThis() {
        return this;
    }
}
