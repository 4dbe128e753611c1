package org.apache.dubbo.config.bootstrap.builders;

import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ProviderConfig;

/**
 * Builds a {@link ProviderConfig}, the defaults of the services of a module, including the server transport
 * tuning. Method names follow Apache Dubbo's builder, which spells a few properties in camel case
 * ({@code ioThreads}, {@code threadPool}, {@code threadName}, {@code contextPath}).
 */
public class ProviderBuilder extends AbstractServiceBuilder<ProviderConfig, ProviderBuilder> {

    public static ProviderBuilder newBuilder() {
        return new ProviderBuilder();
    }

    /** @deprecated declare protocols with {@link #addProtocol(ProtocolConfig)} */
    @Deprecated
    public ProviderBuilder protocol(String protocol) {
        return set("protocols", protocol, (bean, value) -> bean.setProtocol(value));
    }

    public ProviderBuilder host(String host) {
        return set("host", host, ProviderConfig::setHost);
    }

    /** @deprecated set the port on the protocol */
    @Deprecated
    public ProviderBuilder port(Integer port) {
        return set("port", port, ProviderConfig::setPort);
    }

    public ProviderBuilder contextPath(String contextPath) {
        return set("contextpath", contextPath, ProviderConfig::setContextpath);
    }

    public ProviderBuilder threadPool(String threadPool) {
        return set("threadpool", threadPool, ProviderConfig::setThreadpool);
    }

    public ProviderBuilder threadName(String threadName) {
        return set("threadname", threadName, ProviderConfig::setThreadname);
    }

    public ProviderBuilder threads(Integer threads) {
        return set("threads", threads, ProviderConfig::setThreads);
    }

    /** IO threads of the server's worker event-loop group. */
    public ProviderBuilder ioThreads(Integer ioThreads) {
        return set("iothreads", ioThreads, ProviderConfig::setIothreads);
    }

    public ProviderBuilder alive(Integer alive) {
        return set("alive", alive, ProviderConfig::setAlive);
    }

    public ProviderBuilder queues(Integer queues) {
        return set("queues", queues, ProviderConfig::setQueues);
    }

    /** Maximum connections the server accepts. */
    public ProviderBuilder accepts(Integer accepts) {
        return set("accepts", accepts, ProviderConfig::setAccepts);
    }

    public ProviderBuilder codec(String codec) {
        return set("codec", codec, ProviderConfig::setCodec);
    }

    public ProviderBuilder charset(String charset) {
        return set("charset", charset, ProviderConfig::setCharset);
    }

    public ProviderBuilder buffer(Integer buffer) {
        return set("buffer", buffer, ProviderConfig::setBuffer);
    }

    public ProviderBuilder transporter(String transporter) {
        return set("transporter", transporter, ProviderConfig::setTransporter);
    }

    public ProviderBuilder exchanger(String exchanger) {
        return set("exchanger", exchanger, ProviderConfig::setExchanger);
    }

    public ProviderBuilder dispatcher(String dispatcher) {
        return set("dispatcher", dispatcher, ProviderConfig::setDispatcher);
    }

    public ProviderBuilder networker(String networker) {
        return set("networker", networker, ProviderConfig::setNetworker);
    }

    public ProviderBuilder server(String server) {
        return set("server", server, ProviderConfig::setServer);
    }

    public ProviderBuilder client(String client) {
        return set("client", client, ProviderConfig::setClient);
    }

    public ProviderBuilder telnet(String telnet) {
        return set("telnet", telnet, ProviderConfig::setTelnet);
    }

    public ProviderBuilder prompt(String prompt) {
        return set("prompt", prompt, ProviderConfig::setPrompt);
    }

    public ProviderBuilder status(String status) {
        return set("status", status, ProviderConfig::setStatus);
    }

    /**
     * Milliseconds a graceful shutdown waits for calls in flight. Pass an {@code Integer}: with an {@code int}
     * argument Java picks {@link Object#wait(long)} instead, as with Apache Dubbo's builder of the same name.
     */
    public ProviderBuilder wait(Integer wait) {
        return set("wait", wait, ProviderConfig::setWait);
    }

    /** @deprecated use {@link ModuleBuilder#exportThreadNum(Integer)} */
    @Deprecated
    public ProviderBuilder exportThreadNum(Integer exportThreadNum) {
        return set("exportThreadNum", exportThreadNum, ProviderConfig::setExportThreadNum);
    }

    /** @deprecated use {@link ModuleBuilder#background(Boolean)} */
    @Deprecated
    public ProviderBuilder exportBackground(Boolean exportBackground) {
        return set("exportBackground", exportBackground, ProviderConfig::setExportBackground);
    }

    /** SO_SNDBUF of accepted connections, in bytes. */
    public ProviderBuilder socketSendBuffer(Integer socketSendBuffer) {
        return set("socketSendBuffer", socketSendBuffer, ProviderConfig::setSocketSendBuffer);
    }

    /** SO_RCVBUF of accepted connections, in bytes. */
    public ProviderBuilder socketReceiveBuffer(Integer socketReceiveBuffer) {
        return set("socketReceiveBuffer", socketReceiveBuffer, ProviderConfig::setSocketReceiveBuffer);
    }

    public ProviderBuilder writeSpinCount(Integer writeSpinCount) {
        return set("writeSpinCount", writeSpinCount, ProviderConfig::setWriteSpinCount);
    }

    public ProviderBuilder writeLowWaterMark(Integer writeLowWaterMark) {
        return set("writeLowWaterMark", writeLowWaterMark, ProviderConfig::setWriteLowWaterMark);
    }

    public ProviderBuilder writeHighWaterMark(Integer writeHighWaterMark) {
        return set("writeHighWaterMark", writeHighWaterMark, ProviderConfig::setWriteHighWaterMark);
    }

    public ProviderBuilder tcpNoDelay(Boolean tcpNoDelay) {
        return set("tcpNoDelay", tcpNoDelay, ProviderConfig::setTcpNoDelay);
    }

    public ProviderBuilder keepAlive(Boolean keepAlive) {
        return set("keepAlive", keepAlive, ProviderConfig::setKeepAlive);
    }

    /** {@code SO_BACKLOG}: connections the kernel queues before they are accepted. */
    public ProviderBuilder backlog(Integer backlog) {
        return set("backlog", backlog, ProviderConfig::setBacklog);
    }

    /** {@code nio}, {@code epoll} or {@code auto}. */
    public ProviderBuilder nativeTransport(String nativeTransport) {
        return set("nativeTransport", nativeTransport, ProviderConfig::setNativeTransport);
    }

    public ProviderBuilder maxPendingWriteBytes(Long maxPendingWriteBytes) {
        return set("maxPendingWriteBytes", maxPendingWriteBytes, ProviderConfig::setMaxPendingWriteBytes);
    }

    /** {@code wait} or {@code fail}: what a send does when its connection has too much unwritten. */
    public ProviderBuilder overloadPolicy(String overloadPolicy) {
        return set("overloadPolicy", overloadPolicy, ProviderConfig::setOverloadPolicy);
    }

    @Override
    public ProviderConfig build() {
        ProviderConfig provider = new ProviderConfig();
        build(provider);
        return provider;
    }

    @Override
    protected ProviderBuilder getThis() {
        return this;
    }
}
