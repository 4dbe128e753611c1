package org.apache.dubbo.config.bootstrap.builders;

import org.apache.dubbo.config.AbstractReferenceConfig;

/**
 * Consumer-side properties shared by the builders of references and of consumer defaults, including the client
 * transport tuning (IO threads, socket buffers, write water marks, pending-write bound, ...).
 */
public abstract class AbstractReferenceBuilder<C extends AbstractReferenceConfig,
        B extends AbstractReferenceBuilder<C, B>> extends AbstractInterfaceBuilder<C, B> {

    /** Whether start-up fails when no provider is available. */
    public B check(Boolean check) {
        return set("check", check, AbstractReferenceConfig::setCheck);
    }

    public B init(Boolean init) {
        return set("init", init, AbstractReferenceConfig::setInit);
    }

    /** {@code true}, {@code nativejava}, {@code bean}, {@code protobuf-json}, ... for generic calls. */
    public B generic(String generic) {
        return set("generic", generic, (bean, value) -> bean.setGeneric(value));
    }

    /** @deprecated use {@link #generic(String)} */
    @Deprecated
    public B generic(Boolean generic) {
        return generic(generic == null ? null : generic.toString());
    }

    /** @deprecated use {@code scope("local")} */
    @Deprecated
    public B injvm(Boolean injvm) {
        return set("injvm", injvm, AbstractReferenceConfig::setInjvm);
    }

    public B lazy(Boolean lazy) {
        return set("lazy", lazy, AbstractReferenceConfig::setLazy);
    }

    public B reconnect(String reconnect) {
        return set("reconnect", reconnect, AbstractReferenceConfig::setReconnect);
    }

    public B sticky(Boolean sticky) {
        return set("sticky", sticky, AbstractReferenceConfig::setSticky);
    }

    public B providedBy(String providedBy) {
        return set("providedBy", providedBy, AbstractReferenceConfig::setProvidedBy);
    }

    public B providerPort(Integer providerPort) {
        return set("providerPort", providerPort, AbstractReferenceConfig::setProviderPort);
    }

    public B providerNamespace(String providerNamespace) {
        return set("providerNamespace", providerNamespace, AbstractReferenceConfig::setProviderNamespace);
    }

    public B router(String router) {
        return set("router", router, AbstractReferenceConfig::setRouter);
    }

    /** @deprecated use {@link ModuleBuilder#referAsync(Boolean)} */
    @Deprecated
    public B referAsync(Boolean referAsync) {
        return set("referAsync", referAsync, AbstractReferenceConfig::setReferAsync);
    }

    /** The client transport ({@code netty4}, ...). */
    public B client(String client) {
        return set("client", client, AbstractReferenceConfig::setClient);
    }

    /** Only providers of this protocol are used. */
    public B protocol(String protocol) {
        return set("protocol", protocol, AbstractReferenceConfig::setProtocol);
    }

    /** IO threads of a client event-loop group of this reference's (or consumer's) own. */
    public B iothreads(Integer iothreads) {
        return set("iothreads", iothreads, AbstractReferenceConfig::setIothreads);
    }

    /** SO_SNDBUF in bytes. */
    public B socketSendBuffer(Integer socketSendBuffer) {
        return set("socketSendBuffer", socketSendBuffer, AbstractReferenceConfig::setSocketSendBuffer);
    }

    /** SO_RCVBUF in bytes. */
    public B socketReceiveBuffer(Integer socketReceiveBuffer) {
        return set("socketReceiveBuffer", socketReceiveBuffer, AbstractReferenceConfig::setSocketReceiveBuffer);
    }

    public B writeSpinCount(Integer writeSpinCount) {
        return set("writeSpinCount", writeSpinCount, AbstractReferenceConfig::setWriteSpinCount);
    }

    public B writeLowWaterMark(Integer writeLowWaterMark) {
        return set("writeLowWaterMark", writeLowWaterMark, AbstractReferenceConfig::setWriteLowWaterMark);
    }

    public B writeHighWaterMark(Integer writeHighWaterMark) {
        return set("writeHighWaterMark", writeHighWaterMark, AbstractReferenceConfig::setWriteHighWaterMark);
    }

    public B tcpNoDelay(Boolean tcpNoDelay) {
        return set("tcpNoDelay", tcpNoDelay, AbstractReferenceConfig::setTcpNoDelay);
    }

    public B keepAlive(Boolean keepAlive) {
        return set("keepAlive", keepAlive, AbstractReferenceConfig::setKeepAlive);
    }

    /** Connect timeout in milliseconds. */
    public B connectTimeout(Integer connectTimeout) {
        return set("connectTimeout", connectTimeout, AbstractReferenceConfig::setConnectTimeout);
    }

    /** {@code nio}, {@code epoll} or {@code auto}. */
    public B nativeTransport(String nativeTransport) {
        return set("nativeTransport", nativeTransport, AbstractReferenceConfig::setNativeTransport);
    }

    /** HTTP/2 (triple) INITIAL_WINDOW_SIZE this side advertises. */
    public B http2InitialWindowSize(Integer http2InitialWindowSize) {
        return set("http2InitialWindowSize", http2InitialWindowSize, AbstractReferenceConfig::setHttp2InitialWindowSize);
    }

    /** HTTP/2 (triple) flow-control window of the whole connection. */
    public B http2ConnectionWindowSize(Integer http2ConnectionWindowSize) {
        return set("http2ConnectionWindowSize", http2ConnectionWindowSize, AbstractReferenceConfig::setHttp2ConnectionWindowSize);
    }

    /** HTTP/2 (triple) MAX_CONCURRENT_STREAMS: calls the peer may have open on one connection. */
    public B http2MaxConcurrentStreams(Integer http2MaxConcurrentStreams) {
        return set("http2MaxConcurrentStreams", http2MaxConcurrentStreams, AbstractReferenceConfig::setHttp2MaxConcurrentStreams);
    }

    /** HTTP/2 (triple) MAX_FRAME_SIZE accepted. */
    public B http2MaxFrameSize(Integer http2MaxFrameSize) {
        return set("http2MaxFrameSize", http2MaxFrameSize, AbstractReferenceConfig::setHttp2MaxFrameSize);
    }

    /** HTTP/2 (triple) MAX_HEADER_LIST_SIZE accepted. */
    public B http2MaxHeaderListSize(Integer http2MaxHeaderListSize) {
        return set("http2MaxHeaderListSize", http2MaxHeaderListSize, AbstractReferenceConfig::setHttp2MaxHeaderListSize);
    }

    /** HTTP/2 (triple) HPACK dynamic table size. */
    public B http2HeaderTableSize(Integer http2HeaderTableSize) {
        return set("http2HeaderTableSize", http2HeaderTableSize, AbstractReferenceConfig::setHttp2HeaderTableSize);
    }

    /** Bytes of one connection that may wait to be written before {@link #overloadPolicy(String)} applies. */
    public B maxPendingWriteBytes(Long maxPendingWriteBytes) {
        return set("maxPendingWriteBytes", maxPendingWriteBytes, AbstractReferenceConfig::setMaxPendingWriteBytes);
    }

    /** {@code wait} or {@code fail}: what a call does when its connection has too much unwritten. */
    public B overloadPolicy(String overloadPolicy) {
        return set("overloadPolicy", overloadPolicy, AbstractReferenceConfig::setOverloadPolicy);
    }
}
